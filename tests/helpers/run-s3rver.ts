// Runs s3rver in its own process: node --openssl-legacy-provider --import tsx run-s3rver.ts DIR BUCKET PORT.
// s3rver's list continuation tokens use DES, which Node's OpenSSL 3 offers only with the legacy provider.
import S3rver from 's3rver'

const [directory, bucket, port] = process.argv.slice(2)
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
})
const address = await server.run()
process.stdout.write(`listening ${address.port}\n`)
process.on('SIGTERM', () => server.close().then(() => process.exit(0)))
