export const invitation = {
  placeholder: {
    title: 'Invitación',
    message: 'La invitación «{{slug}}» estará disponible muy pronto.',
  },
};
