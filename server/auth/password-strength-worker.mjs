// Runs zxcvbn in its own thread (started by password-policy.ts): some inputs (long repeated
// patterns) take zxcvbn a second of CPU, which must never stall the HTTP server's event loop.
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as es from '@zxcvbn-ts/language-es-es';

const zxcvbn = new ZxcvbnFactory({
  // Longer passwords are judged on their first 64 characters (a strong prefix is strong enough).
  maxLength: 64,
  translations: es.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...es.dictionary },
});

parentPort.on('message', ({ id, password, userInputs }) => {
  try {
    const r = zxcvbn.check(password, userInputs);
    const dictionaries = r.sequence.filter((m) => m.pattern === 'dictionary').map((m) => m.dictionaryName);
    parentPort.postMessage({
      id,
      result: {
        score: r.score,
        warning: r.feedback.warning || null,
        usesPersonalData: dictionaries.includes('userInputs'),
        isCommonPassword: dictionaries.includes('passwords-common'),
      },
    });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
