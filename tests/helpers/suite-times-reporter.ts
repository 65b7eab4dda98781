import fs from 'node:fs'
import type { Reporter, TestModule } from 'vitest/node'

type Span = { start: number; end: number; files: number; tests: number }

/**
 * Writes each project's wall time (first file started to last file ended) to SUITE_TIMES_FILE, one
 * "project seconds files tests" line each: projects share the workers in one run, so .ci/run cannot time
 * them apart itself.
 */
export default class SuiteTimesReporter implements Reporter {
  private spans = new Map<string, Span>()

  onTestModuleStart(module: TestModule) {
    const name = module.project.name
    const span = this.spans.get(name) ?? { start: Date.now(), end: 0, files: 0, tests: 0 }
    this.spans.set(name, span)
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.project.name)
    if (!span) return
    span.end = Date.now()
    span.files += 1
    span.tests += [...module.children.allTests()].length
  }

  onTestRunEnd() {
    const file = process.env.SUITE_TIMES_FILE
    if (!file) return
    const lines = [...this.spans].map(
      ([name, s]) => `${name} ${Math.round((s.end - s.start) / 1000)} ${s.files} ${s.tests}\n`,
    )
    fs.appendFileSync(file, lines.join(''))
  }
}
