import type { MetaArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meta, type CertificateData } from '../routes/certificate';

const CODE = '7K3M-Q9XD-2HBT-8WZC-N4RF';

/** The canonical address the certificate page's head names, if any. */
function canonical(code: string, data: CertificateData): string | undefined {
  const tags = meta({ params: { code }, data } as unknown as MetaArgs) ?? [];
  const link = tags.find((tag) => 'tagName' in tag && tag.tagName === 'link' && tag.rel === 'canonical');
  return link && 'href' in link ? String(link.href) : undefined;
}

describe('the certificate page’s canonical address', () => {
  it('is the code as written on the certificate the server found', () => {
    expect(canonical(CODE, { canonicalCode: CODE, dehydrated: null })).toMatch(new RegExp(`/certificates/${CODE}$`));
  });

  it('after a navigation in the app: the code in the address in its written form, never the text typed', () => {
    const typed = CODE.toLowerCase().replace(/-/g, '').replace(/0/g, 'o');
    expect(canonical(typed, { canonicalCode: null, dehydrated: null })).toMatch(new RegExp(`/certificates/${CODE}$`));
    expect(canonical('call-us-now', { canonicalCode: null, dehydrated: null })).toBeUndefined();
  });

  it('is none for a code no certificate has', () => {
    expect(canonical(CODE, { canonicalCode: null, dehydrated: null, notFound: true })).toBeUndefined();
  });
});
