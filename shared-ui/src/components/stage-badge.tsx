/**
 * Each stage's colours (Tailwind background and text classes, at least 4.5:1 between them).
 * A full record over the app's stages: a stage without colours does not compile.
 */
export type StagePalette<Stage extends string> = Readonly<Record<Stage, string>>;

const sizes = {
  regular: 'px-4 py-1.5 text-sm',
  compact: 'px-2.5 py-1 text-xs font-medium',
} as const;

/**
 * An application's stage, told by its word; the colour only helps. Each app brings its own
 * palette: this package knows no stage names.
 */
export function StageBadge<Stage extends string>({
  stage,
  palette,
  size = 'regular',
}: {
  stage: Stage;
  palette: StagePalette<Stage>;
  size?: keyof typeof sizes;
}) {
  return (
    <span className={`inline-block whitespace-nowrap rounded ${sizes[size]} ${palette[stage]}`}>
      {stage}
    </span>
  );
}
