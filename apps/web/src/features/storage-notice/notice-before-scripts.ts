import { storedKeyName } from '../../data/storage/local-storage';
import { DISMISSED_KEY, LAST_ANSWER_KEY, type PersistResult } from './persistent-storage';

/** On `<html>` while the storage notice the build drew is to show (global.css reads it). */
const NOTICE_SHOWN_ATTRIBUTE = 'data-storage-notice';

/**
 * The few lines routes/artworks.html runs in its head, before the first paint: they show the
 * notice the build drew into the page when the app would draw it too (the last visit's answer
 * was a refusal and the person has not dismissed it), so it is there from the first paint
 * rather than pushed in when the scripts have come (issue 37, decision 077). The server allows
 * it by its hash (apps/server/src/lib/inline-script-hashes.ts).
 */
export function noticeBeforeScripts(): string {
  // Keys and values as writeStored keeps them: the name with its prefix, the value as JSON.
  const quoted = (text: string) => JSON.stringify(text);
  const answer = quoted(storedKeyName(LAST_ANSWER_KEY));
  const dismissed = quoted(storedKeyName(DISMISSED_KEY));
  const refused = quoted(JSON.stringify('refused' satisfies PersistResult));
  const yes = quoted(JSON.stringify(true));
  return (
    `try{var s=window.localStorage;` +
    `if(s.getItem(${answer})===${refused}&&s.getItem(${dismissed})!==${yes})` +
    `document.documentElement.setAttribute('${NOTICE_SHOWN_ATTRIBUTE}','')}catch(e){}`
  );
}
