import { describeContentItems } from '../../test/content-item-suite.ts';

describeContentItems({
  resource: 'accommodations',
  responseKey: 'accommodation',
  createBody: (couple) => ({ name: 'Hotel Boutique', weddingId: couple.weddingId }),
  fields: [
    { suffix: 'name', body: { name: 'Hotel Centro' } },
    { suffix: 'link', body: { link: 'https://hotel.example.com/' } },
    {
      suffix: 'address',
      body: { address: ' Av. Juárez 10, CDMX ' },
      expected: { address: 'Av. Juárez 10, CDMX' },
    },
    { suffix: 'address', body: { address: '  ' }, expected: { address: null } },
    { suffix: 'address-link', body: { addressLink: 'https://maps.example.com/?q=1' } },
    { suffix: 'message', body: { message: 'Código BODA10' } },
  ],
});
