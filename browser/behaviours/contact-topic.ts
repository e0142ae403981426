/**
 * The contact page reached by "Talk to …" (a service's or an industry's lead): the message starts with a
 * line naming the person and the topic of the address's query, in the page's language (lib/talk-to.ts),
 * which the visitor can change or remove like anything they type. A query naming no known topic or
 * person, or a message already begun, is left as it is. The form's island, when it wakes, keeps the line
 * as typed text (browser/islands/hydrate.tsx).
 */
import { firstLine, type TalkToWords } from '@/lib/talk-to';

export default function contactTopic(root: HTMLElement) {
  const message = root.querySelector<HTMLTextAreaElement>('textarea[name="message"]');
  if (!message || message.value !== '') return;
  const line = firstLine(window.location.search, JSON.parse(root.dataset.talkTo ?? '{}') as TalkToWords);
  if (line === undefined) return;
  message.value = `${line}\n`;
}
