/**
 * The SPA never opens a native dialog: feedback lives in toasts (stores/notifications) and Radix
 * dialogs (components/ConfirmDialog, Modal). Scans every source file under src/ for calls of
 * alert/confirm/prompt, bare or through window/globalThis/self.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertAsToast, defaultDeps } from '../../src/app/actors';
import { clearNotifications, notifications } from '../../src/stores/notifications';

const SRC = path.resolve('src');

const NATIVE = /(?:\b(?:window|globalThis|self)\s*\.\s*(?:alert|confirm|prompt)\b)|(?<![\w.$])(?:alert|confirm|prompt)\s*\(/g;

/** Source without comments (so a comment may still name window.confirm). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

function nativeDialogCalls(text: string): string[] {
  return code(text).split('\n').flatMap((line, i) => [...line.matchAll(NATIVE)].map((m) => `${i + 1}: ${m[0]}`));
}

describe('no native dialogs in the SPA', () => {
  it('the scanner sees what it must and only that', () => {
    expect(nativeDialogCalls("window.alert('x');\nif (confirm('¿Seguro?')) go();\nglobalThis.prompt('n')")).toEqual(["1: window.alert", "2: confirm(", '3: globalThis.prompt']);
    expect(nativeDialogCalls("deps.alert(m); w.confirm(q); onConfirm(); // window.alert('no')\n/* confirm('no') */ const t = 'a'")).toEqual([]);
  });

  it('no file under src/ calls window.alert, alert(, window.confirm or confirm(', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of files) {
      const rel = path.relative(SRC, file).split(path.sep).join('/');
      found.push(...nativeDialogCalls(fs.readFileSync(file, 'utf8')).map((h) => `src/${rel}:${h}`));
    }
    expect(found).toEqual([]);
    console.log(`Native dialogs: ${files.length} files scanned, 0 calls, no exceptions`);
  });

  describe('the app default for an alert', () => {
    afterEach(() => clearNotifications());

    it('is a toast, typed by what the text says, and never window.alert', () => {
      const native = vi.spyOn(window, 'alert').mockImplementation(() => {});
      const deps = defaultDeps();
      deps.alert('✅ OAuth App creada exitosamente');
      deps.alert('Error actualizando el título. Por favor intenta de nuevo.');
      deps.alert('❌ La prueba del webhook falló (estado 500).');
      deps.alert('No se pudo copiar. Selecciona la dirección y cópiala manualmente.');
      expect(notifications.items.map((n) => [n.type, n.message])).toEqual([
        ['success', 'OAuth App creada exitosamente'],
        ['error', 'Error actualizando el título. Por favor intenta de nuevo.'],
        ['error', 'La prueba del webhook falló (estado 500).'],
        ['warning', 'No se pudo copiar. Selecciona la dirección y cópiala manualmente.'],
      ]);
      expect(native).not.toHaveBeenCalled();
      expect(alertAsToast('Error durante la autenticación OAuth: access_denied').type).toBe('error');
      native.mockRestore();
    });
  });
});
