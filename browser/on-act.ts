/**
 * A behaviour whose part does nothing until the visitor acts on it (a share link, a video's play button,
 * a client's logo, a filter): its module is a chunk of its own, fetched on the first sign of intent on one
 * of its controls (the pointer over it, a touch, focus) or at the latest on the first click, which is held
 * and made again once the module runs. So a page fetches none of it before the visitor acts, and no click
 * is lost. If the chunk cannot load, a held link is followed as the plain page would have, and the next
 * act tries again.
 */
type Behaviour = (root: HTMLElement) => void | Promise<void>;

export interface OnActOptions {
  /** Where the controls are, when not inside the behaviour's element (the client modal's logos: the whole page). */
  readonly area?: () => ParentNode & EventTarget;
  /** Start at once instead: the address already asks for the behaviour (a filter in its query or hash). */
  readonly now?: () => boolean;
}

const INTENT = ['pointerover', 'touchstart', 'focusin'] as const;

/** The behaviour that loads `load`'s module when the visitor acts on an element matching `controls`. */
export function onAct(load: () => Promise<{ default: Behaviour }>, controls: string, options: OnActOptions = {}): Behaviour {
  return (root) => {
    const area = options.area?.() ?? root;
    let started: Promise<void> | undefined;
    let live = false;
    const start = () =>
      (started ??= load()
        .then((module) => module.default(root))
        .then(() => void (live = true))
        .catch((error: unknown) => {
          started = undefined;
          throw error;
        }));
    const control = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(controls) : null);
    const onIntent = (event: Event) => {
      if (!live && control(event)) start().catch(reportError);
    };
    for (const type of INTENT) area.addEventListener(type, onIntent, { passive: true });
    area.addEventListener(
      'click',
      (event) => {
        const target = control(event);
        if (live || !target) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        start().then(
          () => target.click(),
          (error: unknown) => {
            if (target instanceof HTMLAnchorElement && target.href) window.location.assign(target.href);
            reportError(error);
          },
        );
      },
      true,
    );
    if (options.now?.()) return start();
  };
}
