/** A bar that fills from 0 to 100 %, named by the element whose id is `labelledBy`. */
export function ProgressBar({ labelledBy, percent }: { labelledBy: string; percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)))
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className="h-3 overflow-hidden rounded-full bg-flour-200"
    >
      <div
        className="h-full rounded-full bg-basil-600 transition-[width]"
        style={{ width: `${value}%` }}
      />
    </div>
  )
}
