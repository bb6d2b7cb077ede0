import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { JOINTLY } from '../layout/theme';
import { categoryTotals, type ChartData } from './chart-data';

/** Series colours on the dark background: the spec's teal and white first, then tints that stay readable. */
export const SERIES_COLOURS = [JOINTLY.teal, JOINTLY.white, '#5FD4D8', '#1E6F72', '#B8ECEE'] as const;

interface BarChartProps {
  title: string;
  data: ChartData;
  /** Colour per series key (defaults to SERIES_COLOURS in order). */
  colours?: Record<string, string>;
  /** Bars run left to right with the labels beside them (for long category names). */
  horizontal?: boolean;
  /** What one unit is, for the screen-reader summary ("tenders", "sign-ups"). */
  unit: string;
}

const W = 640;
const PLOT_TOP = 8;

function niceMax(max: number): number {
  if (max <= 5) return Math.max(max, 1);
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const steps = [1, 2, 2.5, 5, 10];
  const step = steps.find((s) => s * magnitude >= max / 4) ?? 10;
  return Math.ceil(max / (step * magnitude)) * step * magnitude;
}

/**
 * A stacked bar chart in plain SVG: a figure titled by `title`, an image role with a one-sentence summary for
 * screen readers, a tooltip (<title>) on every bar, a legend, and the numbers as a table under "Show the data".
 */
export function BarChart({ title, data, colours, horizontal = false, unit }: BarChartProps) {
  const id = useId();
  const colourOf = (key: string, index: number) => colours?.[key] ?? SERIES_COLOURS[index % SERIES_COLOURS.length];
  const totals = categoryTotals(data);
  const max = niceMax(Math.max(0, ...totals));
  const grand = totals.reduce((a, b) => a + b, 0);
  const peak = totals.length ? data.categories[totals.indexOf(Math.max(...totals))] : undefined;
  const summary =
    data.categories.length === 0
      ? `${title}: no data.`
      : `${title}: ${grand} ${unit} over ${data.categories.length} ${horizontal ? 'categories' : 'bars'}${peak && grand > 0 ? `, most in ${peak} (${Math.max(...totals)})` : ''}.`;

  return (
    <Box component="figure" aria-labelledby={`${id}-title`} sx={{ m: 0 }}>
      <Typography id={`${id}-title`} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {data.categories.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No data yet.
        </Typography>
      ) : horizontal ? (
        <HorizontalBars data={data} totals={totals} max={max} summary={summary} colourOf={colourOf} />
      ) : (
        <VerticalBars data={data} totals={totals} max={max} summary={summary} colourOf={colourOf} />
      )}
      {data.series.length > 1 && (
        <Box
          component="ul"
          aria-label={`${title}: legend`}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {data.series.map((s, i) => (
            <Box component="li" key={s.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13 }}>
              <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: colourOf(s.key, i) }} />
              {s.label}
            </Box>
          ))}
        </Box>
      )}
      {data.categories.length > 0 && <DataTableFallback title={title} data={data} totals={totals} />}
    </Box>
  );
}

interface BarsProps {
  data: ChartData;
  totals: number[];
  max: number;
  summary: string;
  colourOf: (key: string, index: number) => string;
}

function VerticalBars({ data, max, summary, colourOf }: BarsProps) {
  const H = 220;
  const left = 40;
  const bottom = 36;
  const plotH = H - PLOT_TOP - bottom;
  const slot = (W - left) / data.categories.length;
  const barW = Math.max(2, Math.min(48, slot * 0.7));
  const y = (v: number) => PLOT_TOP + plotH - (v / max) * plotH;
  const labelEvery = Math.ceil(data.categories.length / 12);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={summary} style={{ display: 'block', maxHeight: 260 }}>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={left} x2={W} y1={y(max * f)} y2={y(max * f)} stroke="rgba(250,255,255,0.15)" />
          <text x={left - 6} y={y(max * f) + 4} textAnchor="end" fontSize="11" fill="rgba(250,255,255,0.72)">
            {Math.round(max * f)}
          </text>
        </g>
      ))}
      {data.categories.map((category, i) => {
        let base = 0;
        const x = left + i * slot + (slot - barW) / 2;
        return (
          <g key={`${category}-${i}`}>
            {data.series.map((s, si) => {
              const value = s.values[i] ?? 0;
              const top = y(base + value);
              const height = y(base) - top;
              base += value;
              return value > 0 ? (
                <rect key={s.key} x={x} y={top} width={barW} height={height} fill={colourOf(s.key, si)}>
                  <title>{`${category} · ${s.label}: ${value}`}</title>
                </rect>
              ) : null;
            })}
            {i % labelEvery === 0 && (
              <text x={x + barW / 2} y={H - bottom + 16} textAnchor="middle" fontSize="11" fill="rgba(250,255,255,0.72)">
                {category.length > 14 ? `${category.slice(0, 13)}…` : category}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

function HorizontalBars({ data, totals, max, summary, colourOf }: BarsProps) {
  const row = 26;
  const labelW = 230;
  const H = data.categories.length * row + PLOT_TOP;
  const plotW = W - labelW - 48;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={summary} style={{ display: 'block' }}>
      {data.categories.map((category, i) => {
        let base = 0;
        const yTop = PLOT_TOP + i * row;
        return (
          <g key={`${category}-${i}`}>
            <text x={labelW - 8} y={yTop + row / 2 + 1} textAnchor="end" dominantBaseline="middle" fontSize="12" fill={JOINTLY.white}>
              {category.length > 34 ? `${category.slice(0, 33)}…` : category}
            </text>
            {data.series.map((s, si) => {
              const value = s.values[i] ?? 0;
              const x = labelW + (base / max) * plotW;
              const width = (value / max) * plotW;
              base += value;
              return value > 0 ? (
                <rect key={s.key} x={x} y={yTop + 4} width={width} height={row - 8} fill={colourOf(s.key, si)} rx="2">
                  <title>{`${category}: ${value}`}</title>
                </rect>
              ) : null;
            })}
            <text
              x={labelW + (totals[i] / max) * plotW + 6}
              y={yTop + row / 2 + 1}
              dominantBaseline="middle"
              fontSize="12"
              fill="rgba(250,255,255,0.72)"
            >
              {totals[i]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's numbers as a table, behind a keyboard-reachable disclosure. */
function DataTableFallback({ title, data, totals }: { title: string; data: ChartData; totals: number[] }) {
  const multi = data.series.length > 1;
  return (
    <Box component="details" sx={{ mt: 1, '& summary': { cursor: 'pointer', color: '#5FD4D8', fontSize: 13 } }}>
      <summary>Show the data</summary>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{
            borderCollapse: 'collapse',
            fontSize: 13,
            mt: 1,
            '& th, & td': { px: 1, py: 0.25, textAlign: 'left', borderBottom: '1px solid rgba(250,255,255,0.12)' },
          }}
        >
          <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">&nbsp;</th>
              {data.series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
              {multi && <th scope="col">Total</th>}
            </tr>
          </thead>
          <tbody>
            {data.categories.map((category, i) => (
              <tr key={`${category}-${i}`}>
                <th scope="row">{category}</th>
                {data.series.map((s) => (
                  <td key={s.key}>{s.values[i] ?? 0}</td>
                ))}
                {multi && <td>{totals[i]}</td>}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
