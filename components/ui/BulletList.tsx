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
        <li key={item} className="flex gap-2.5 text-sm leading-6 text-ink">
          <span aria-hidden="true" className={`mt-2 h-2 w-2 shrink-0 rounded-full ${tone === 'teal' ? 'bg-brand-teal' : 'bg-brand-accent'}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
