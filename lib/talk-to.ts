/**
 * "Talk to …": a service's or an industry's page links its lead to the contact form with the topic and the
 * person in the query (`/contact-us?topic=service-training&expert=nadine-khoury`); the contact page puts
 * them in the message's first line, in the page's language, where the visitor can change them
 * (browser/behaviours/contact-topic.ts). Keys, not names, travel in the address, so a shared link opens in
 * any language with that language's words. Pure: the pages and the browser module share it.
 */
import { fill } from './template';

export type TopicKind = 'service' | 'industry';

/** A topic's key in the address: its kind and its slug ("service-training", "industry-telecom"). */
export const topicKey = (kind: TopicKind, slug: string) => `${kind}-${slug}`;

/** The contact page's address for a topic and a person. */
export function talkToHref(contactPath: string, topic: string, expert: string): string {
  return `${contactPath}?${new URLSearchParams({ topic, expert }).toString()}`;
}

/** What the contact page knows of the topics and people a link may name, in its language. */
export interface TalkToWords {
  /** The first line, with {{name}} and {{topic}}. */
  readonly message: string;
  /** Topic names by key. */
  readonly topics: Readonly<Record<string, string>>;
  /** People's names by id. */
  readonly experts: Readonly<Record<string, string>>;
}

/**
 * The message's first line for an address's query, or undefined when it names no topic or person this
 * page knows (an old link, a typo): the form then starts empty, as it always did.
 */
export function firstLine(search: string, words: TalkToWords): string | undefined {
  const query = new URLSearchParams(search);
  const topic = words.topics[query.get('topic') ?? ''];
  const name = words.experts[query.get('expert') ?? ''];
  if (!topic || !name) return undefined;
  return fill(words.message, { name, topic });
}
