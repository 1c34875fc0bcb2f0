// Sample labels for the stories: the components take every text as props, so stories supply Spanish ones.
export const CHECKLIST_LABELS = {
  title: 'Tu contraseña debe tener:',
  length: 'Al menos 8 caracteres',
  lowercase: 'Una letra minúscula',
  uppercase: 'Una letra mayúscula',
  digit: 'Un número',
  special: 'Un carácter especial: . @ $ ! % * ? & /',
  met: 'Cumplido',
  unmet: 'Pendiente',
};

export const EDIT_LABELS = { edit: 'Editar', confirm: 'Guardar', cancel: 'Cancelar' };

export const GALLERY_LABELS = {
  add: 'Agregar fotos',
  save: (count: number) => (count === 1 ? 'Guardar foto' : `Guardar ${count} fotos`),
  cancel: 'Cancelar',
  remove: (name: string) => `Quitar ${name}`,
  retry: 'Reintentar',
  waiting: 'En espera…',
  uploading: (name: string) => `Subiendo ${name}`,
  unsaved: (count: number) =>
    count === 1 ? 'Esta foto aún no se guarda.' : `${count} fotos aún no se guardan.`,
  delete: 'Eliminar imagen',
  maxCount: 'Máximo 3 imágenes',
  unreadable: (name: string) => `No se pudo leer «${name}»`,
  tooLarge: (name: string) => `«${name}» pesa más de 10 MB`,
  tooMany: (count: number) => `${count} no se agregaron`,
  failed: 'No se pudo subir la foto',
};

export const SONG_LABELS = {
  choose: 'Elegir canción (.mp3)',
  confirm: 'Subir canción',
  discard: 'Descartar canción',
  play: 'Reproducir',
  pause: 'Pausar',
  delete: 'Eliminar canción',
  notIncluded: 'No incluido en tu plan',
};

export const PAGER_LABELS = {
  pages: 'Páginas',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (page: number) => `Página ${page}`,
};
