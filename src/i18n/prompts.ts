/** Texts of the assistant's questions back: service selection and the smart form (spec §2, §5). */
export const prompts = {
  services: {
    title: 'Elige los servicios',
    description: 'Tu asistente necesita saber qué servicio usar. Puedes elegir uno o varios.',
    continue: 'Continuar',
    cancel: 'Cancelar',
    selected: (n: number) => (n === 1 ? '1 seleccionado' : `${n} seleccionados`),
  },
  smartForm: {
    // the spec keeps these two in English
    title: 'Complete Missing Parameters',
    description: 'Fill in the required information to continue',
    submit: 'Enviar',
    cancel: 'Cancelar',
    requiredMark: '*',
    yes: 'Sí',
    choose: 'Elige una opción',
    /** On the assistant message that asked for the form, while it is still unanswered. */
    reopen: 'Completar formulario',
  },
} as const;
