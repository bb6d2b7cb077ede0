import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppProvider } from '@/app/provider';
import { installFetch, jsonResponse } from '@/testing/fake-fetch';
import { signIn } from '@/testing/render-app';
import { CompanyDocumentsPanel } from '@/features/account/components/company-documents-panel';

const enums = {
  sectors: [],
  serviceCategories: [],
  regions: [],
  companySizes: [],
  certifications: [
    { id: 'iso-9001', label: 'ISO 9001' },
    { id: 'iso-27001', label: 'ISO 27001' },
  ],
  accountTypes: [],
  tenderStatuses: [],
  eligibilityBands: [],
};
const doc = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  mimeType: 'application/pdf',
  size: 2048,
  purpose: 'certificate',
  certification: 'iso-9001',
  purposeLabel: 'Certificate: ISO 9001',
  url: `/api/file/${id}`,
  createdAt: '2026-11-20T10:00:00Z',
  mine: true,
  ...extra,
});
const renderPanel = () =>
  render(
    <AppProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CompanyDocumentsPanel enums={enums} />
      </QueryClientProvider>
    </AppProvider>,
  );

describe('company documents and evidence on the profile', () => {
  it('lists documents with what they prove, uploads one as evidence, and deletes one after confirming', async () => {
    signIn();
    let docs = [
      doc('d1', 'iso.pdf'),
      doc('d2', 'colleague.pdf', { mine: false, purpose: 'other', certification: null, purposeLabel: 'Other document: Board minutes' }),
    ];
    const api = installFetch({
      'GET /api/file/documents': () => jsonResponse(200, docs),
      'POST /api/file/upload-document': () => {
        docs = [doc('d3', 'iso27001.pdf', { certification: 'iso-27001', purposeLabel: 'Certificate: ISO 27001' }), ...docs];
        return jsonResponse(201, { file: docs[0], message: 'Document uploaded' });
      },
      'DELETE /api/file/d1': () => {
        docs = docs.filter((d) => d.id !== 'd1');
        return jsonResponse(200, { message: 'Document deleted' });
      },
    });
    const user = userEvent.setup();
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Company documents' });
    expect(within(list).getByRole('link', { name: 'iso.pdf' })).toHaveAttribute('href', '/api/file/d1');
    expect(within(list).getByText(/^Certificate: ISO 9001 · 2 KB/)).toBeInTheDocument();
    expect(within(list).getByText(/^Other document: Board minutes · 2 KB/)).toBeInTheDocument();
    // Only the uploader may delete.
    expect(screen.queryByRole('button', { name: 'Delete colleague.pdf' })).not.toBeInTheDocument();

    // The purposes of the list; a certificate asks which certification before a file is chosen.
    await user.click(screen.getByRole('combobox', { name: 'This document is' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Certificate',
      'Financial accounts',
      'Insurance',
      'Policy',
      'Case study',
      'Other document',
    ]);
    await user.click(screen.getByRole('option', { name: 'Certificate' }));
    await user.click(screen.getByRole('button', { name: 'Upload a document' }));
    expect(await screen.findByText('Choose the certification this certificate evidences.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/file/upload-document')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: /Certification/ }));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: /Certification/ })).toHaveTextContent('ISO 27001');
    await user.upload(screen.getByLabelText('Document file'), new File(['%PDF-1.4'], 'iso27001.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'iso27001.pdf' })).toBeInTheDocument();
    const sent = api.callsTo('POST', '/api/file/upload-document')[0].body as FormData;
    expect([sent.get('purpose'), sent.get('certification')]).toEqual(['certificate', 'iso-27001']);

    await user.click(screen.getByRole('button', { name: 'Delete iso.pdf' }));
    expect(await screen.findByRole('dialog', { name: 'Delete iso.pdf?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'iso.pdf' })).not.toBeInTheDocument());
  });

  it('says when there are none yet', async () => {
    signIn();
    installFetch({ 'GET /api/file/documents': () => jsonResponse(200, []) });
    renderPanel();
    expect(await screen.findByText(/No documents yet/)).toBeInTheDocument();
  });

  it('shows a failed upload’s reason (e.g. the quota) and a list that failed with a retry', async () => {
    signIn();
    let fail = true;
    installFetch({
      'GET /api/file/documents': () => (fail ? jsonResponse(500, { message: 'Database down' }) : jsonResponse(200, [])),
      'POST /api/file/upload-document': () => jsonResponse(413, { message: 'Your documents would take more than your 100 MB of storage.' }),
    });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('Your documents could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No documents yet/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Document file'), new File(['x'], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Your documents would take more than your 100 MB of storage.')).toBeInTheDocument();
  });

  it('sends another purpose without a certification, and shows the server’s refusal of a purpose', async () => {
    signIn();
    const api = installFetch({
      'GET /api/file/documents': () => jsonResponse(200, []),
      'POST /api/file/upload-document': () =>
        jsonResponse(400, { code: 'FILE.INVALID_PURPOSE', message: 'A document’s purpose is one of certificate, financial-accounts.' }),
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText(/No documents yet/);
    await user.click(screen.getByRole('combobox', { name: 'This document is' }));
    await user.click(await screen.findByRole('option', { name: 'Financial accounts' }));
    expect(screen.queryByRole('combobox', { name: /Certification/ })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Document file'), new File(['%PDF-1.4'], 'accounts.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('A document’s purpose is one of certificate, financial-accounts.')).toBeInTheDocument();
    const sent = api.callsTo('POST', '/api/file/upload-document')[0].body as FormData;
    expect([sent.get('purpose'), sent.get('certification')]).toEqual(['financial-accounts', null]);
  });
});
