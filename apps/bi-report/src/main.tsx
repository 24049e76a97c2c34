// Entry of the BI report. Plain DOM and uPlot, no React: the file keeps the .tsx name build.mjs expects.
import 'uplot/dist/uPlot.min.css'
import '../../../assets/themes/tokens.css'
import '../../../assets/themes/base.css'
import './bi.css'
import { start } from './start'

start(document.getElementById('root')!)
