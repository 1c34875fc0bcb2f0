import { describe, expect, it } from 'vitest';
import { songNameFromFileName } from './song-name.ts';

describe('songNameFromFileName', () => {
  it('keeps an ordinary name, accents included', () => {
    expect(songNameFromFileName('Bésame mucho.mp3')).toBe('Bésame mucho.mp3');
  });

  it('drops folders, control and special characters, and extra spaces', () => {
    expect(songNameFromFileName('C:\\fakepath\\Nuestra  canción.mp3')).toBe('Nuestra canción.mp3');
    expect(songNameFromFileName('../../etc/passwd')).toBe('passwd');
    expect(songNameFromFileName('<Mi canción>: "final".mp3')).toBe('Mi canción final.mp3');
    expect(songNameFromFileName('a\u0000b\nc|d?.mp3')).toBe('abcd.mp3');
    expect(songNameFromFileName('...hidden.mp3')).toBe('hidden.mp3');
  });

  it('falls back to a default name and caps long names at 120 characters, keeping the extension', () => {
    expect(songNameFromFileName('   ')).toBe('cancion.mp3');
    const long = songNameFromFileName(`${'a'.repeat(300)}.mp3`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('a.mp3')).toBe(true);
  });
});
