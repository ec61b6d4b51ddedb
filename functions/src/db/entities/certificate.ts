import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Certificate } from '@app/shared/certificates/schemas';
import { db, tableName } from '../client';
import { queryEvery } from '../query-page';
import { byCreated, GSI3, withoutStorageFields, type TxItem } from '../table';
import { studentPartition } from './student-partition';

/**
 * Certificate of completion, keyed by its code (the public page reads it with one GetItem). gsi3
 * lists one student's certificates newest first. A marker in the student's partition
 * (`CERTIFICATE#<courseId>`, holding the code) makes "one valid certificate per student and
 * course" a transaction condition; revoking removes it, so a new certificate can be issued.
 */
export const certificateKey = (code: string) => ({ pk: `CERTIFICATE#${code}`, sk: 'CERTIFICATE' });
const markerKey = (studentId: string, courseId: string) => ({
  pk: studentPartition(studentId),
  sk: `CERTIFICATE#${courseId}`,
});
const ofStudent = (studentId: string) => `STUDENT#${studentId}#CERTIFICATES`;

const toCertificate = (item: Record<string, unknown>) => withoutStorageFields<Certificate>(item);

/** The certificate and its marker: fails (marker step) when the course already has a valid one. */
export function putNew(certificate: Certificate): { certificate: TxItem; marker: TxItem } {
  return {
    certificate: {
      Put: {
        TableName: tableName(),
        Item: {
          ...certificateKey(certificate.code),
          type: 'certificate',
          ...certificate,
          gsi3pk: ofStudent(certificate.studentId),
          gsi3sk: byCreated(certificate.issuedAt, certificate.code),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    marker: {
      Put: {
        TableName: tableName(),
        Item: {
          ...markerKey(certificate.studentId, certificate.courseId),
          type: 'certificate_marker',
          code: certificate.code,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/** The holder's account was deleted: the name on the certificate is erased. */
export function erasePerson(code: string, placeholderName: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: certificateKey(code),
      UpdateExpression: 'SET studentName = :name',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':name': placeholderName },
    },
  };
}

/** valid → revoked (only while valid), and the course's marker removed. */
export function revoke(certificate: Certificate, reason: string, now: string): { certificate: TxItem; marker: TxItem } {
  return {
    certificate: {
      Update: {
        TableName: tableName(),
        Key: certificateKey(certificate.code),
        UpdateExpression: 'SET #status = :revoked, revokedAt = :now, revokedReason = :reason',
        ConditionExpression: 'attribute_exists(pk) AND #status = :valid',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':revoked': 'revoked', ':valid': 'valid', ':now': now, ':reason': reason },
      },
    },
    marker: {
      Delete: {
        TableName: tableName(),
        Key: markerKey(certificate.studentId, certificate.courseId),
        // The marker of this certificate, or none at all (a marker never outlives its revoked
        // certificate); a marker naming another code would be another valid certificate's.
        ConditionExpression: 'attribute_not_exists(pk) OR code = :code',
        ExpressionAttributeValues: { ':code': certificate.code },
      },
    },
  };
}

export async function get(code: string, consistent = false): Promise<Certificate | null> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: certificateKey(code), ConsistentRead: consistent }),
  );
  return answer.Item ? toCertificate(answer.Item) : null;
}

/** One student's certificates, newest first (a student has a handful at most). */
export async function allOfStudent(studentId: string): Promise<Certificate[]> {
  const items = await queryEvery<Record<string, unknown>>({
    IndexName: GSI3,
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': ofStudent(studentId) },
    ScanIndexForward: false,
  });
  return items.map(toCertificate);
}
