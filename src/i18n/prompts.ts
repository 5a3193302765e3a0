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

/** The smart form's schema (in the reply) could not be read (spec §8 "Schema"). */
export const SMART_FORM_SCHEMA_ERROR = 'Error al obtener el esquema del formulario';
/** The form was asked to open with no schema at all (spec §8, kept in English as the spec words it). */
export const SMART_FORM_NO_SCHEMA = 'No schema endpoint or Smart Form schema provided';
