import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('object storage settings', () => {
  it('leaves page files in DATA_DIR/images when S3_BUCKET is unset', () => {
    expect(loadConfig({}).s3).toBeUndefined()
  })

  it('reads the bucket, a non-AWS endpoint and the keys, with us-east-1 by default', () => {
    const config = loadConfig({
      S3_BUCKET: 'colorly-pages',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(config.s3).toEqual({
      bucket: 'colorly-pages',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    })
    expect(loadConfig({ S3_BUCKET: 'pages', S3_REGION: 'eu-west-3' }).s3?.region).toBe('eu-west-3')
  })

  it.each([
    [{ S3_BUCKET: 'pages', S3_ACCESS_KEY_ID: 'id' }, /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: the S3 settings are used only with a bucket/],
    [{ S3_BUCKET: 's3://pages' }, /S3_BUCKET: a bucket name is 3 to 63/],
    [{ S3_BUCKET: 'pages', S3_ENDPOINT: '127.0.0.1:9000' }, /S3_ENDPOINT/],
  ])('refuses to start on %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})
