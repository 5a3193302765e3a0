import { describe, expect, it } from 'vitest';
import { alertAsToast } from '../../src/app/actors';

/** The spec's alert texts are shown as toasts: the emoji that carried their meaning becomes the kind. */
describe('alertAsToast', () => {
  it('turns ✅ into a success and ❌ into an error, without the emoji', () => {
    expect(alertAsToast('✅ Workflow ejecutado correctamente!')).toEqual({ type: 'success', text: 'Workflow ejecutado correctamente!' });
    expect(alertAsToast('❌ Error ejecutando workflow: sin conexión')).toEqual({ type: 'error', text: 'Error ejecutando workflow: sin conexión' });
  });

  it('reads an unmarked error text as an error and anything else as a warning', () => {
    expect(alertAsToast('Error eliminando credencial de Gmail: 500')).toMatchObject({ type: 'error' });
    expect(alertAsToast('Primero crea un workflow para poder guardarlo')).toEqual({ type: 'warning', text: 'Primero crea un workflow para poder guardarlo' });
  });
});
