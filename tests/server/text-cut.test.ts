import { describe, expect, it } from 'vitest';
import { cutAtWord, shortenText } from '../../contracts/text';
import { titleFromMessage } from '../../server/chats/store';

describe('cutAtWord (contracts/text.ts)', () => {
  it('keeps whole words within the limits', () => {
    expect(cutAtWord('uno dos tres cuatro cinco', { maxWords: 3 })).toEqual({ text: 'uno dos tres', cut: true });
    expect(cutAtWord('uno dos tres', { maxChars: 9 })).toEqual({ text: 'uno dos', cut: true });
    expect(cutAtWord('  uno   dos ', {})).toEqual({ text: 'uno dos', cut: false });
  });

  it('drops trailing punctuation and connectors left dangling by the cut', () => {
    expect(cutAtWord('Cuando llegue un lead nuevo, guárdalo', { maxWords: 5 }).text).toBe('Cuando llegue un lead nuevo');
    expect(cutAtWord('cada lunes a las 9', { maxWords: 4 }).text).toBe('cada lunes');
    expect(cutAtWord('¿Me avisas?', {}).text).toBe('Me avisas');
    expect(cutAtWord('Hola...', {}).text).toBe('Hola');
  });

  it('cuts inside a word only when the first word alone is too long', () => {
    expect(cutAtWord('a'.repeat(20), { maxChars: 5 })).toEqual({ text: 'aaaaa', cut: true });
  });

  it('shortenText adds an ellipsis only when something was left out', () => {
    expect(shortenText('uno dos tres', { maxChars: 9 })).toBe('uno dos…');
    expect(shortenText('uno dos', { maxChars: 9 })).toBe('uno dos');
  });
});

describe('chat titles from the first message', () => {
  it('never end in a stray comma or connector', () => {
    expect(titleFromMessage('Cuando llegue un lead nuevo, guárdalo en Sheets')).toBe('Cuando llegue un lead nuevo, guárdalo');
    expect(titleFromMessage('cuando me escriban, avisa a mi equipo por slack')).toBe('cuando me escriban, avisa');
    expect(titleFromMessage('manda un correo a, por ejemplo, ana')).toBe('manda un correo a, por ejemplo');
  });
});

describe('error texts without a repeated "Error"', () => {
  it('errorWithContext drops an "Error:" the detail already carries', async () => {
    const { errorWithContext, saysError } = await import('../../contracts/text');
    expect(errorWithContext('Error ejecutando workflow', 'Error: HTTP 500')).toBe('Error ejecutando workflow: HTTP 500');
    expect(errorWithContext('Error ejecutando workflow', 'HTTP 500')).toBe('Error ejecutando workflow: HTTP 500');
    expect(errorWithContext('Error ejecutando workflow', null)).toBe('Error ejecutando workflow');
    expect(saysError('Error ejecutando workflow: x')).toBe(true);
    expect(saysError('El asistente no respondió')).toBe(false);
  });
});
