// Spanish is the source of truth: the English resources are typed against these objects.
export const common = {
  appName: 'Convite',
  language: {
    label: 'Idioma',
    es: 'Español',
    en: 'English',
  },
  actions: {
    logout: 'Cerrar sesión',
    close: 'Cerrar',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
  },
  loading: 'Cargando…',
  notFound: {
    message: 'Lo sentimos, página no encontrada.',
    home: 'Llévame a inicio',
  },
  errors: {
    network: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    unexpected: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
  },
};
