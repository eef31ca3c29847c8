// An icon drawn from one SVG path on antd's 1024 grid (the paths of @ant-design/icons-svg), for
// screens that load no icon package (decision 0029). Decorative: hidden from assistive technology.
export function PathIcon({ d, className }: { d: string; className?: string }) {
  return (
    <svg className={className} viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
