export const admin = {
  login: {
    title: 'Accede a tu cuenta',
    adminSubtitle: 'Administradores',
    promoterSubtitle: 'Promotores',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar Sesión',
  },
  validation: {
    required: 'Campo requerido',
    email: 'Correo electrónico inválido.',
    fillAllFields: 'Favor de llenar todos los campos correctamente.',
  },
  layout: {
    logout: 'Cerrar Sesión',
    toggleMenu: 'Mostrar u ocultar el menú',
    navigation: 'Menú de administración',
    clients: 'Clientes',
    weddings: 'Bodas',
    payments: 'Pagos',
    promoters: 'Promotores',
    comingSoon: 'Esta sección estará disponible muy pronto.',
  },
  promoter: {
    title: 'Tu cuenta de promotor',
    id: 'ID',
    name: 'Nombre',
    email: 'Correo',
    exit: 'Salir',
  },
};
