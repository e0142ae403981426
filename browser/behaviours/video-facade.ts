/**
 * A YouTube video that costs nothing until asked for: the play button is replaced by the
 * privacy-enhanced player (`data-embed`, `data-title`), which starts playing and takes focus.
 */
import { required } from '../dom';

export default function videoFacade(root: HTMLElement) {
  const button = required<HTMLButtonElement>(root, 'button');
  button.addEventListener('click', () => {
    const frame = document.createElement('iframe');
    frame.src = root.dataset.embed ?? '';
    frame.title = root.dataset.title ?? '';
    frame.width = '560';
    frame.height = '315';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture';
    frame.allowFullscreen = true;
    frame.className = 'absolute inset-0 h-full w-full border-0';
    button.replaceWith(frame);
    frame.focus();
  });
}
