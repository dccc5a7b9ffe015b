/** The editor's texts per language, and what the server is sent (languages left empty are dropped). */
import type { AgreementTextValue } from '@common/contract/agreement';

/** The language every version must have (the server refuses a draft without it). */
export const REQUIRED_LANGUAGE = 'EN';

export type Texts = Record<string, AgreementTextValue>;

/** Why the texts cannot be sent (console/locales agreements.problems.*). */
export type TextsProblem = 'englishRequired' | 'incomplete';

/** The texts to send, or the first problem: English needs both, another language both or neither. */
export function textsToSend(texts: Texts): { texts: Texts } | { problem: TextsProblem; language: string } {
  const out: Texts = {};
  for (const [language, text] of Object.entries(texts)) {
    const title = text.title.trim();
    const body = text.body.trim();
    if (!title && !body && language !== REQUIRED_LANGUAGE) continue;
    if (!title || !body) return { problem: language === REQUIRED_LANGUAGE ? 'englishRequired' : 'incomplete', language };
    out[language] = { title, body };
  }
  if (!out[REQUIRED_LANGUAGE]) return { problem: 'englishRequired', language: REQUIRED_LANGUAGE };
  return { texts: out };
}
