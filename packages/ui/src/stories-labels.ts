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
  add: 'Agregar imagen',
  confirm: 'Subir imagen',
  discard: 'Descartar imagen',
  delete: 'Eliminar imagen',
  maxCount: 'Máximo 3 imágenes',
  unreadable: 'No se pudo cargar la imagen',
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
