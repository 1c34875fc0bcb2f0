export const validation = {
  required: 'Este campo es obligatorio.',
  email: 'Correo electrónico inválido.',
  password: 'Contraseña inválida.',
  passwordMismatch: 'Las contraseñas no coinciden.',
  terms: 'Debes aceptar los Términos y Condiciones.',
  fillAllFields: 'Por favor llena todos los campos correctamente.',
  slug: 'Usa de 3 a 60 caracteres: letras minúsculas, números o guiones.',
  dateTime: 'Fecha y hora inválidas.',
  invalidHex:
    'Escribe el color como # seguido de 6 (o 3) cifras del 0 al 9 o letras de la A a la F, por ejemplo #E8C4C4.',
};
