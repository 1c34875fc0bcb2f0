import { describe, expect, it } from 'vitest';
import { cityOf } from './venue.ts';

describe('cityOf', () => {
  it('reads the city after the postal code, with a short state', () => {
    expect(cityOf('Calle Aldama 12, Zona Centro, 37700 San Miguel de Allende, Gto.')).toBe(
      'San Miguel de Allende, Gto.',
    );
    expect(cityOf('Palma 23, Centro Histórico, Cuauhtémoc, 06000 Ciudad de México')).toBe(
      'Ciudad de México',
    );
    expect(cityOf('Av. Vallarta 1, Col. Americana, C.P. 44160 Guadalajara, Jal.')).toBe(
      'Guadalajara, Jal.',
    );
    // A long state name is left out: the first screen has one short line for time and place.
    expect(cityOf('Av. Vallarta 1, Col. Americana, 44160 Guadalajara, Estado de Jalisco')).toBe(
      'Guadalajara',
    );
  });

  it('guesses nothing without a postal code, or with nothing after it', () => {
    expect(cityOf('Francisco Sosa 383, Coyoacán, Ciudad de México')).toBeNull();
    expect(cityOf('Km 5, 37700')).toBeNull();
  });
});
