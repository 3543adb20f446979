import S3rver from 's3rver';
import { makeTempDir, type TempDir } from './temp-dir';

/** Debian's AWS CLI, ahead of any other `aws` on the PATH (a pyenv shim, a v1 from pip). */
export const AWS_CLI_DIR = '/usr/bin';

/** A real S3 REST API on loopback (s3rver, on the file system) with the buckets asked for. */
export interface S3Service {
  endpoint: string;
  /** Object keys (bucket/key) in the order their uploads completed. */
  uploads: string[];
  /** The environment that points the AWS CLI at it: s3rver's fixed keys, no profile, no metadata. */
  awsEnv: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(buckets: readonly string[]): Promise<S3Service> {
  const storage: TempDir = await makeTempDir('s3rver');
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: storage.path,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const uploads: string[] = [];
  s3.on('event', (event: { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string } } }[] }) => {
    for (const record of event.Records) {
      if (record.eventName.startsWith('ObjectCreated')) uploads.push(`${record.s3.bucket.name}/${decodeURIComponent(record.s3.object.key)}`);
    }
  });
  return {
    endpoint,
    uploads,
    awsEnv: {
      AWS_ENDPOINT_URL: endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: 'us-east-1',
      AWS_CONFIG_FILE: '/dev/null',
      AWS_SHARED_CREDENTIALS_FILE: '/dev/null',
      AWS_EC2_METADATA_DISABLED: 'true',
    },
    async close() {
      await s3.close();
      await storage.remove();
    },
  };
}
