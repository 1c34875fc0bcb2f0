import { describe, expect, it } from 'vitest';
import { wazeLink } from './waze-link.ts';

describe('the Waze link of a place', () => {
  it('navigates to the coordinates a Google Maps link carries', () => {
    const links = [
      'https://www.google.com/maps/place/Hacienda/@20.9146,-100.7452,17z/data=!3m1',
      'https://www.google.com/maps?q=20.9146,-100.7452',
      'https://www.google.com/maps/search/?api=1&query=20.9146%2C-100.7452',
      'https://www.google.com/maps/place/Hacienda/data=!4m6!3m5!1s0x0:0x0!8m2!3d20.9146!4d-100.7452',
      'https://maps.google.com/?ll=20.9146,-100.7452&z=15',
    ];
    for (const addressLink of links) {
      expect(wazeLink({ addressLink, address: 'Calle 1' }), addressLink).toBe(
        'https://waze.com/ul?ll=20.9146,-100.7452&navigate=yes',
      );
    }
  });

  it('searches the address when the link has no coordinates (a short link) or there is no link', () => {
    const address = 'Camino a Jesús María s/n, 37700 San Miguel de Allende, Gto.';
    const expected = `https://waze.com/ul?q=${encodeURIComponent(address)}&navigate=yes`;
    expect(wazeLink({ addressLink: 'https://maps.app.goo.gl/cardenal', address })).toBe(expected);
    expect(wazeLink({ addressLink: null, address })).toBe(expected);
  });

  it("searches the place's name beside a map link that names no coordinates", () => {
    expect(
      wazeLink({ addressLink: 'https://maps.app.goo.gl/x', address: null, place: 'Casa Sierra' }),
    ).toBe('https://waze.com/ul?q=Casa%20Sierra&navigate=yes');
  });

  it('gives nothing when nothing locates the place', () => {
    expect(wazeLink({ addressLink: null, address: null, place: 'Casa Sierra' })).toBeNull();
    expect(wazeLink({ addressLink: 'not a url', address: '  ' })).toBeNull();
  });
});
