/** Texts of the chat header's unsaved-changes badge (issue 10: the plan you see is the workflow that runs). */
export const workflowChanges = {
  unsaved: 'cambios sin guardar',
  unsavedTitle:
    'El plan en pantalla es distinto del workflow guardado. «Ejecutar» prueba estos cambios, pero el webhook, el horario y «Ejecutar Ahora» usan la versión guardada hasta que pulses «Guardar».',
} as const;
