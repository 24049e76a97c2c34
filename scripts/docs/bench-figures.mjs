// The latest figures of tests/bench/README.md, from tests/bench/figures.json (which tests/bench/run.mjs keeps).
import { BENCH_README, FIGURES_PART, readFigures, renderFigures } from '../../tests/bench/lib/figures.mjs'

export const BENCH_FIGURES = { file: BENCH_README, part: FIGURES_PART }

export const renderBenchFigures = () => renderFigures(readFigures())
