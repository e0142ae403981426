/**
 * Hydrates one island with React and resolves once it is interactive. Whatever the visitor typed
 * into the static form before that, including while React was still hydrating, is put back into
 * the live one through the inputs' own events, so the form's state sees it as typing; the fields
 * they left meanwhile get their blur again, and a submit they made is made again on the live form.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { EarlyActs } from '../early-acts';

type Field = HTMLInputElement | HTMLTextAreaElement;

const isTypedField = (target: EventTarget | null): target is Field =>
  (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.name !== '' && target.type !== 'hidden';

function typedValues(root: HTMLElement): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of root.querySelectorAll<Field>('input[name], textarea[name]')) {
    if (isTypedField(field) && field.value !== field.defaultValue) values.set(field.name, field.value);
  }
  return values;
}

/**
 * Keeps `values` up to date while React hydrates: typing in that window may reach neither the
 * snapshot taken before it nor the form's state, and the form may reset the field when it takes
 * hold of it. Returns the function that stops following.
 */
function followTyping(root: HTMLElement, values: Map<string, string>): () => void {
  const onInput = (event: Event) => {
    if (isTypedField(event.target)) values.set(event.target.name, event.target.value);
  };
  root.addEventListener('input', onInput, true);
  return () => root.removeEventListener('input', onInput, true);
}

function restore(root: HTMLElement, values: Map<string, string>, early: EarlyActs) {
  for (const [name, value] of values) {
    const field = root.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
    if (!field) continue;
    // React may keep the typed text in the DOM while the component's state starts empty. React
    // tracks the value it last saw through the element's own setter: mark it empty that way,
    // write the text with the prototype's setter (untracked), and the input event below reaches
    // the component as the change it is.
    field.value = '';
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const name of early.left) root.querySelector(`[name="${CSS.escape(name)}"]`)?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  // Last, once the values are back: the live form's own submit handling checks every field (and
  // decides whether to send). Its form skips the browser's validation now (`noValidate`).
  if (early.submitted) root.querySelector('form')?.requestSubmit();
}

function Hydrated({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * `takeOver` (browser/early-acts.ts) is called once the island is live: it stops holding the
 * visitor's early acts and returns them, to replay here after the values are back.
 */
export function hydrateIsland<P extends object>(
  root: HTMLElement,
  Component: ComponentType<P>,
  props: P,
  takeOver: () => EarlyActs = () => ({ left: new Set(), submitted: false }),
): Promise<void> {
  const typed = typedValues(root);
  const stopFollowing = followTyping(root, typed);
  return new Promise((resolve) => {
    const onReady = () => {
      stopFollowing();
      restore(root, typed, takeOver());
      resolve();
    };
    hydrateRoot(
      root,
      <Hydrated onReady={onReady}>
        <Component {...props} />
      </Hydrated>,
    );
  });
}
