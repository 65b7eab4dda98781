#!/usr/bin/env node
// Records every platform-specific optional package in package-lock.json.
//
// Why: the registry mirror on our machines serves only the packages for this platform (linux-x64-gnu);
// the others answer 404, so `npm install` leaves them out of the lock, and `npm ci` then refuses the
// lock as "Missing: @biomejs/cli-darwin-arm64@ from lock file". An entry with the version, os and cpu
// is all `npm ci` needs: it skips packages for other platforms without fetching them.
// Run after every `npm install` that changes the lock: node .ci/complete-lockfile.mjs
import fs from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(fs.readFileSync(file, 'utf8'))
const packages = lock.packages
const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
]
const CPU = ['x64', 'arm64', 'arm', 'ia32', 'riscv64', 's390x', 'ppc64', 'loong64', 'mips64el', 'wasm32']

let added = 0
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // npm looks for the dependency next to its dependent first, then at the top level.
    const nested = `${key}/node_modules/${name}`
    const top = `node_modules/${name}`
    if (packages[nested] || packages[top]) continue
    const parts = name.split('/').pop().split('-')
    const os = parts.find((p) => OS.includes(p))
    const cpu = parts.find((p) => CPU.includes(p))
    if (!os && !cpu) continue // not a platform package: npm resolves it normally
    const record = { version: spec.replace(/^[\^~=]/, ''), optional: true }
    if (entry.dev) record.dev = true
    if (os) record.os = [os]
    if (cpu) record.cpu = [cpu]
    if (parts.includes('musl')) record.libc = ['musl']
    else if (os === 'linux' && parts.includes('gnu')) record.libc = ['glibc']
    packages[top] = record
    added++
  }
}
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`package-lock.json: ${added} platform package(s) recorded`)
