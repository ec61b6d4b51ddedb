import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { CERTIFICATE_CODE_PATTERN, certificatePath, normalizeCertificateCode } from '@app/shared/certificates/schemas';
import { publicCertificateQueryKey } from '../../features/certificates/api/get-public-certificate';
import { CertificateNotFound } from '../../features/certificates/components/certificate-not-found';
import { CertificatePage } from '../../features/certificates/components/certificate-page';
import { dehydratedAnswer } from '../build/dehydrated-answer';
import { catalogueOf } from '../build/prerender-api';
import { pageMeta, WithRouteMeta } from '../meta';
import { SCHOOL_NAME } from '../site';

/**
 * /certificates/:code. The page function renders it on request (`loader`, from the table), as HTML
 * with no React; after a navigation in the app, the page's own query reads the API.
 */
export interface CertificateData {
  /** The code as written on the certificate the server found (its canonical address). */
  canonicalCode: string | null;
  /** Set by the server's loader when no certificate has the code: the page says so at once. */
  notFound?: boolean;
  /** The certificate as the server read it, for the page's query cache. */
  dehydrated: DehydratedState | null;
}

/** Server only: the certificate of the code in the address, from the caller's source. */
export async function loader({ params, context }: LoaderFunctionArgs): Promise<CertificateData> {
  const source = catalogueOf(context);
  if (!source) return { canonicalCode: null, dehydrated: null };
  const code = params.code ?? '';
  const certificate = await source.certificate(code);
  if (!certificate) return { canonicalCode: null, dehydrated: null, notFound: true };
  return {
    canonicalCode: certificate.code,
    dehydrated: dehydratedAnswer(publicCertificateQueryKey(code), certificate),
  };
}

/** Navigations in the browser: the page's own query reads the certificate. */
export function clientLoader(): CertificateData {
  return { canonicalCode: null, dehydrated: null };
}

/** The code in the address in its written form, if it can be a code at all. */
function wellFormed(typed: string | undefined): string | undefined {
  const code = normalizeCertificateCode(typed ?? '');
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : undefined;
}

/** Kept out of search results; the canonical address is the code as written on the certificate. */
export const meta: MetaFunction = ({ params, data }) => {
  const loaded = data as CertificateData | undefined;
  // Never text from the address as it was typed: the written form of a code, or nothing.
  const code = loaded?.canonicalCode ?? (loaded?.notFound ? undefined : wellFormed(params.code));
  return pageMeta({
    title: 'Certificate verification',
    description: `Check that a certificate of completion from ${SCHOOL_NAME} is genuine and still valid.`,
    path: code ? certificatePath(code) : undefined,
    noindex: true,
  });
};

export default function Certificate() {
  const { dehydrated, notFound } = useLoaderData<CertificateData>();
  return (
    <WithRouteMeta>
      {notFound ? (
        <CertificateNotFound />
      ) : (
        <HydrationBoundary state={dehydrated ?? undefined}>
          <CertificatePage />
        </HydrationBoundary>
      )}
    </WithRouteMeta>
  );
}
