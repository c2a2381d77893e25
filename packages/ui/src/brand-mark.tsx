/** The product mark: a sprouting leaf pair in a rounded square (same drawing as the favicon). */
export function BrandMark({ size = 36, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
    >
      {title ? <title>{title}</title> : null}
      <rect width="32" height="32" rx="8" fill="#2f8f51" />
      <path d="M16 25c0-7 2.5-12 9-15-1 7-4 12-9 15Z" fill="#c7ecd3" />
      <path d="M16 25c0-6-2-10-8-12 .5 6 3.5 10 8 12Z" fill="#ffffff" />
    </svg>
  );
}
