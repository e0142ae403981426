/** A list with small round bullets in a brand colour (solution cards and tab lists). */
export function BulletList({
  items,
  tone = 'accent',
  className = '',
}: {
  readonly items: readonly string[];
  readonly tone?: 'accent' | 'teal';
  readonly className?: string;
}) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        // The bullet is the item's ::before (a flex item): no element of its own.
        <li
          key={item}
          className={`flex gap-2.5 text-sm leading-6 text-ink before:mt-2 before:h-2 before:w-2 before:shrink-0 before:rounded-full before:content-[''] ${tone === 'teal' ? 'before:bg-brand-teal' : 'before:bg-brand-accent'}`}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
