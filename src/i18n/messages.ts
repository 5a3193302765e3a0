/**
 * Every user-visible string of the SPA, in Spanish, worded as the product spec words it,
 * plus the display formatters of spec §9 (dates, relative age, durations, cost).
 * Landing-page copy lives in ./landing.ts to keep this file small.
 */

import { STATUS_LABELS, statusLabel as sharedStatusLabel } from '../../contracts/labels';
export const APP_NAME = 'Enlaza';

export const t = {
  common: {
    loading: 'Cargando',
    cancel: 'Cancelar',
    delete: 'Eliminar',
    save: 'Guardar',
    close: 'Cerrar',
    retry: 'Reintentar',
    goHome: 'Ir al inicio',
    comingSoon: 'Próximamente',
    errorPrefix: 'Error:',
    none: '—',
  },
  shell: {
    myWorkflows: 'Mis Workflows',
    createWorkflow: 'Crear Workflow',
    marketplaceSoon: 'Marketplace - Próximamente',
    login: 'Iniciar Sesión',
    logout: 'Cerrar sesión',
    home: 'Inicio',
    mainNav: 'Navegación principal',
    notifications: 'Notificaciones',
  },
  errorBoundary: {
    title: 'Algo salió mal',
    body: 'Ocurrió un error inesperado en la pantalla.',
    tryAgain: 'Intentar de nuevo',
    reload: 'Recargar página',
  },
  auth: {
    loginTitle: 'Iniciar Sesión',
    registerTitle: 'Crear Cuenta',
    loginSubtitle: 'Entra para crear y administrar tus automatizaciones.',
    registerSubtitle: 'Crea tu cuenta gratis y automatiza tu negocio en minutos.',
    email: 'Email',
    username: 'Usuario',
    password: 'Contraseña',
    loginButton: 'Iniciar Sesión',
    registerButton: 'Crear Cuenta',
    toRegister: 'Crear cuenta',
    toLogin: 'Ya tengo cuenta: Iniciar Sesión',
    noAccount: '¿No tienes cuenta?',
    loginError: 'Error al iniciar sesión',
    registerError: 'Error en el registro',
    expired: 'Tu sesión expiró. Por favor, inicia sesión de nuevo.',
    sessionExpired: 'Sesión expirada, por favor vuelve a iniciar sesión.',
    working: 'Procesando...',
  },
  account: {
    changePassword: 'Cambiar contraseña',
    changePasswordHint: 'Al cambiarla cerraremos tu sesión en los demás dispositivos.',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirma la nueva contraseña',
    newPasswordHelp: 'Usa al menos 8 caracteres; una frase de 3 o 4 palabras poco comunes es fácil de recordar y difícil de adivinar.',
    save: 'Guardar contraseña',
  },
  sidebar: {
    newChat: 'Nuevo Chat',
    creating: 'Creando...',
    search: 'Buscar conversaciones...',
    emptyTitle: 'No hay conversaciones',
    emptyBody: 'Inicia un nuevo chat para comenzar',
    untitled: 'Chat sin título',
    rename: 'Renombrar',
    delete: 'Eliminar',
    options: 'Opciones de la conversación',
    renameLabel: 'Nuevo título',
    confirmDelete: '¿Estás seguro de que quieres eliminar esta conversación?',
    deleteTitle: 'Eliminar conversación',
    conversations: 'Conversaciones',
  },
  chat: {
    accessRequired: 'Acceso Requerido',
    accessBody: 'Inicia sesión para conversar con tu asistente y crear workflows.',
    goHome: 'Ir al inicio',
    newChatTitle: 'Nuevo chat',
    modeLabel: 'Modo',
    modeClassic: 'Clásico',
    modeAgent: 'Agente',
    modelLabel: 'Modelo',
    builtinPlanner: 'Planificador integrado',
    credentials: 'Credenciales',
    save: 'Guardar',
    saving: 'Guardando...',
    active: 'Activo',
    inactive: 'Inactivo',
    execute: 'Ejecutar',
    executeTitle: 'Ejecutar workflow ahora',
    noWorkflow: 'Crea un workflow primero',
    processing: 'Procesando...',
    errorLabel: 'Error:',
    dismiss: 'Cerrar',
    greeting: '¡Hola! Soy tu asistente de automatización',
    greetingBody: 'Cuéntame qué quieres automatizar en tu negocio y armo el workflow por ti.',
    you: 'TÚ',
    ai: 'AI',
    tempMessage: 'Enviando',
    creatingWorkflow: 'Creando workflow...',
    processingRequest: 'Procesando solicitud...',
    placeholderEmpty: 'Describe qué quieres automatizar...',
    placeholderOngoing: 'Escribe tu mensaje o pide un cambio...',
    send: 'Enviar',
    inputLabel: 'Mensaje para el asistente',
    counter: (n: number, max: number) => `${n} / ${max}`,
    planTitle: 'Plan de ejecución',
    tabsLabel: 'Conversación y plan',
    tabChat: 'Conversación',
    tabPlan: 'Plan',
    planSteps: (n: number) => (n === 1 ? '1 paso' : `${n} pasos`),
    trigger: 'Disparador',
    action: 'Acción',
    noParams: 'Sin parámetros',
    output: 'Resultado',
    stepError: 'Error',
    duration: 'Duración',
    stepStatus: STATUS_LABELS,
  },
  workflows: {
    title: 'Mis Workflows',
    subtitle: 'Tus automatizaciones guardadas: actívalas, ejecútalas y revisa su historial.',
    create: 'Crear Workflow',
    manageCredentials: 'Gestionar Credenciales',
    loading: 'Cargando workflows...',
    loadError: 'Error al cargar workflows',
    retry: 'Reintentar',
    emptyTitle: 'No tienes workflows guardados',
    emptyListed: 'No tienes workflows aún.',
    howTo: [
      'Abre el chat y describe lo que quieres automatizar.',
      'Revisa el plan de ejecución que propone el asistente.',
      'Guarda el workflow con el botón Guardar.',
      'Actívalo para que corra solo, o ejecútalo cuando quieras.',
    ],
    openChat: 'Abrir Chat para Crear Workflow',
    chat: 'Chat:',
    noChat: 'Sin chat asociado',
    active: 'Activo',
    inactive: 'Inactivo',
    runNow: 'Ejecutar Ahora',
    running: 'Ejecutando...',
    missedSlotsLabel: 'Si Enlaza estuvo detenido a la hora programada',
    missedSlotsCatchUp: 'Ponerse al día (ejecutar una vez)',
    missedSlotsSkip: 'Saltar la hora perdida',
    history: 'Ver ejecuciones',
    deleteLabel: 'Eliminar workflow',
    confirmTitle: 'Confirmar eliminación',
    confirmBody: (name: string) =>
      `¿Eliminar el workflow "${name}"? También se eliminará el chat asociado. Esta acción no se puede deshacer.`,
    cancel: 'Cancelar',
    delete: 'Eliminar',
    openChatLink: 'Abrir chat',
  },
  executions: {
    listTitle: 'Ejecuciones',
    listBody: 'El historial de ejecuciones se consulta por workflow. Elige un workflow en Mis Workflows y abre sus ejecuciones.',
    toWorkflows: 'Ir a Mis Workflows',
    historyTitle: 'Historial de ejecuciones',
    started: 'Inició',
    ended: 'Finalizó',
    status: 'Estado',
    detail: 'Ver detalle',
    loading: 'Cargando ejecuciones...',
    empty: 'No hay ejecuciones para este flujo.',
    loadError: 'No se pudo cargar las ejecuciones',
    detailTitle: 'Detalle de la ejecución',
    flow: 'Flujo',
    start: 'Inicio',
    end: 'Fin',
    cost: 'Costo',
    error: 'Error',
    steps: 'Pasos',
    node: 'Nodo',
    action: 'Acción',
    notFound: 'Ejecución no encontrada.',
    detailError: 'No se pudo cargar el detalle de la ejecución',
    missingId: 'Execution ID missing',
    back: 'Volver al historial',
    loadingDetail: 'Cargando ejecución...',
    status_: STATUS_LABELS,
    trigger: 'Origen',
  },
  credentials: {
    title: 'Gestionar Credenciales',
    description: 'Servicios conectados y aplicaciones OAuth propias.',
    tabActive: 'Credenciales Activas',
    tabApps: 'OAuth Applications',
    loading: 'Cargando credenciales...',
    loadError: 'No se pudieron cargar las credenciales',
    retry: 'Reintentar',
    empty: 'Todavía no hay servicios para conectar.',
    status: { connected: 'Conectado', expired: 'Expirado', disconnected: 'Desconectado' } as Record<string, string>,
    connectedSince: 'Conectado el',
    expiresAt: 'Expira',
    expiredAt: 'Expiró',
    renew: 'Renovar',
    connect: 'Conectar',
    delete: 'Eliminar',
    deleteTitle: 'Eliminar credencial',
    confirmDelete: (name: string) => `¿Eliminar la credencial de ${name}? Los workflows que la usan no podrán conectarse hasta que la vuelvas a conectar.`,
    appsIntro: 'Registra tu propia aplicación OAuth por proveedor. Sin ella, las autenticaciones usan las credenciales predeterminadas del sistema.',
    appsLoading: 'Cargando OAuth Apps...',
    appsLoadError: 'No se pudieron cargar las OAuth Apps',
    appsEmpty: 'No has configurado OAuth Apps.',
    newApp: 'Nueva OAuth App',
    edit: 'Editar',
    provider: 'Proveedor',
    selectProvider: 'Selecciona un proveedor',
    configured: '(Ya configurado)',
    appName: 'Nombre de la app (opcional)',
    clientId: 'Client ID',
    clientSecret: 'Client Secret',
    clientSecretKeep: 'Déjalo vacío para conservar el actual',
    create: 'Crear',
    update: 'Actualizar',
    cancel: 'Cancelar',
    saving: 'Guardando...',
    formCreateTitle: 'Nueva OAuth App',
    formEditTitle: (provider: string) => `Editar OAuth App de ${provider}`,
    deleteAppTitle: 'Eliminar OAuth App',
    confirmDeleteApp: (provider: string) =>
      `¿Eliminar la OAuth App de ${provider}? Las futuras autenticaciones usarán las credenciales predeterminadas del sistema.`,
    redirectUri: 'Redirect URI',
  },
  serviceAuth: {
    title: (service: string) => `Autenticar ${service}`,
    progress: (n: number, total: number) => `${n} de ${total}`,
    loading: 'Cargando configuración...',
    chooseTitle: '¿Qué credenciales quieres usar?',
    useDefaults: 'Usar credenciales predeterminadas',
    useDefaultsHint: 'La forma más rápida: se usa la aplicación OAuth del sistema.',
    useOwn: 'Usar mis propias credenciales OAuth',
    useOwnHint: 'Registra tu aplicación OAuth (Client ID y Client Secret) para este proveedor.',
    ownTitle: 'Tu aplicación OAuth',
    appName: 'Nombre de la app (opcional)',
    clientId: 'Client ID',
    clientSecret: 'Client Secret',
    redirectUri: 'Redirect URI',
    redirectUriHint: 'Registra esta dirección como Redirect URI en la consola del proveedor.',
    /** The server has no default OAuth app for the provider (ENLAZA_OAUTH_<PROVIDER>_CLIENT_ID). */
    noDefaultsTitle: (provider: string) => `Este servidor no tiene credenciales predeterminadas de ${provider}`,
    noDefaults: (service: string, provider: string) =>
      `Para conectar ${service} necesitas tu propia aplicación OAuth de ${provider}. Se crea en unos minutos:`,
    setupCreate: (provider: string) => `Crea la aplicación en la consola de ${provider}:`,
    setupOpenConsole: (provider: string) => `Abrir la consola de ${provider}`,
    setupRedirect: 'Registra esta Redirect URI en la aplicación:',
    setupCopyKeys: 'Copia el Client ID y el Client Secret, y pégalos en el siguiente paso.',
    setupWhere: {
      google: 'APIs y servicios › Credenciales › Crear credenciales › ID de cliente de OAuth (tipo «Aplicación web»).',
      github: 'Settings › Developer settings › OAuth Apps › New OAuth App.',
      microsoft: 'Microsoft Entra › Registros de aplicaciones › Nuevo registro (plataforma «Web»).',
      slack: 'Your Apps › Create New App › OAuth & Permissions.',
      salesforce: 'Configuración › App Manager › Nueva aplicación conectada, con OAuth habilitado.',
    } as Record<string, string>,
    copy: 'Copiar',
    copied: 'Copiado',
    continue: 'Continuar',
    back: 'Volver',
    waiting: 'Se abrirá una ventana para que autorices el acceso. Completa la autorización ahí.',
    popupHint: 'Si la ventana no aparece, permite las ventanas emergentes (popups) de este sitio y reintenta.',
    openNow: 'Abrir la ventana de autorización',
    cancelWaiting: 'Cancelar',
    checking: 'Verificando la conexión...',
    redirecting: 'Redirigiendo al proveedor...',
    manualLink: 'Si no eres redirigido, haz clic aquí',
    connect: 'Conectar',
    processing: 'Procesando...',
    success: '¡Conexión exitosa!',
    error: (message: string) => `Error: ${message}`,
    retry: 'Reintentar',
    openHere: 'Abrir en esta pestaña',
    retryAuth: 'Reintentar autenticación',
    required: 'Campo requerido',
  },
  oauthCallback: {
    title: 'Autorización de servicio',
    processing: 'Procesando autorización...',
    success: '¡Conexión exitosa!',
    successService: (service: string) => `${service} quedó conectado.`,
    closing: 'Esta ventana se cerrará automáticamente.',
    redirecting: 'Te llevaremos al inicio en unos segundos.',
    errorTitle: 'No se pudo completar la autorización',
    goHome: 'Ir al inicio',
  },
  placeholder: {
    soon: 'Próximamente',
    marketplace: 'Marketplace',
    marketplaceBody: 'Pronto podrás instalar plantillas listas para usar.',
    agents: 'AI Agents',
    agentsBody: 'Aquí verás los agentes de IA que crea el asistente cuando tu automatización los necesita.',
    agent: 'Detalle del agente',
    agentBody: 'El detalle de cada agente, con sus ejecuciones y análisis, llega pronto.',
    oauth: 'Conexión de servicios',
    oauthBody: 'La conexión de servicios por OAuth llega pronto.',
    notFound: 'Página no encontrada',
    notFoundBody: 'La dirección que abriste no existe.',
  },
} as const;

// ---- formatters (spec §9 display rules) -------------------------------------------------------

const dateTimeFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium' });

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Date and time in the es-MX locale, or '—'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : t.common.none;
}

/** Date only in the es-MX locale, or '—'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : t.common.none;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Relative age: under 1 hour, then hours, then days ('Hace N horas'). */
export function relativeAge(value: string | number | Date | null | undefined, now: number = Date.now()): string {
  const d = toDate(value);
  if (!d) return '';
  const diff = Math.max(0, now - d.getTime());
  if (diff < HOUR) return 'Hace menos de 1 hora';
  if (diff < DAY) {
    const h = Math.floor(diff / HOUR);
    return h === 1 ? 'Hace 1 hora' : `Hace ${h} horas`;
  }
  const days = Math.floor(diff / DAY);
  return days === 1 ? 'Hace 1 día' : `Hace ${days} días`;
}

/** Durations under 1000 ms in ms, otherwise seconds with 2 decimals. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return t.common.none;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Cost: 'N/A' if missing, '<$0.001' below 0.001, otherwise 3 decimals. */
export function formatCost(cost: number | null | undefined): string {
  if (cost === null || cost === undefined || !Number.isFinite(cost)) return 'N/A';
  if (cost < 0.001) return '<$0.001';
  return `$${cost.toFixed(3)}`;
}

/** Execution/step status as a Spanish label (unknown values are shown as returned). */
export function statusLabel(status: string | null | undefined, error?: string | null): string {
  if (!status) return t.common.none;
  return sharedStatusLabel(status, error);
}
