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
