import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast/toast-store';
import {
  type CompanyDocument,
  companyDocumentsQuery,
  deleteCompanyDocument,
  uploadDocument,
} from '@/features/account/api/company-documents';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { DEFAULT_DOCUMENT_PURPOSE, DOCUMENT_PURPOSES, type DocumentPurpose, type EnumsResponse } from '@jointly/contracts';

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const reason = (error: unknown, fallback: string) =>
  offline() ? 'You are offline. Reconnect, then try again.' : error instanceof ApiError ? error.message : fallback;
const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Company documents and evidence on the profile: upload (POST /file/upload-document, PDF, Office or image, 15 MB), each
 * with its purpose (DOCUMENT_PURPOSES; a certificate names the certification it evidences, which then counts as held
 * in eligibility, and financial accounts evidence the turnover); the list with each document's purpose
 * (GET /file/documents); delete your own (DELETE /file/{id}) after a confirmation.
 */
export function CompanyDocumentsPanel({ enums }: { enums: EnumsResponse }) {
  const client = useQueryClient();
  const documents = useQuery(companyDocumentsQuery());
  const [purpose, setPurpose] = useState<DocumentPurpose>(DEFAULT_DOCUMENT_PURPOSE);
  const [certification, setCertification] = useState('');
  const [certificationMissing, setCertificationMissing] = useState(false);
  const [confirming, setConfirming] = useState<CompanyDocument | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const chooseFile = () => {
    if (purpose === 'certificate' && !certification) {
      setCertificationMissing(true);
      return;
    }
    input.current?.click();
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadDocument(file, purpose === 'certificate' ? { purpose, certification } : { purpose }),
    onSuccess: () => {
      toast.success('Document uploaded');
      void client.invalidateQueries({ queryKey: companyDocumentsQuery().queryKey });
    },
  });
  const remove = useMutation({
    mutationFn: (doc: CompanyDocument) => deleteCompanyDocument(doc.id),
    onSuccess: (answer, doc) => {
      client.setQueryData<CompanyDocument[]>(companyDocumentsQuery().queryKey, (old) => old?.filter((d) => d.id !== doc.id));
      toast.success(answer?.message ?? 'Document deleted');
      setConfirming(null);
    },
  });

  let list: React.ReactNode;
  if (documents.isPending) list = <LoadingState label="Loading your documents…" />;
  else if (documents.isError)
    list = (
      <ErrorState
        title="Your documents could not be loaded."
        message={reason(documents.error, documents.error.message)}
        onRetry={() => void documents.refetch()}
      />
    );
  else if (!documents.data.length)
    list = (
      <Typography color="text.secondary">
        No documents yet. Upload certificates, financial accounts, insurance and policies as evidence.
      </Typography>
    );
  else
    list = (
      <List aria-label="Company documents" dense>
        {documents.data.map((doc) => (
          <ListItem
            key={doc.id}
            disableGutters
            secondaryAction={
              doc.mine ? (
                <IconButton edge="end" aria-label={`Delete ${doc.name}`} onClick={() => setConfirming(doc)}>
                  <DeleteIcon />
                </IconButton>
              ) : undefined
            }
          >
            <ListItemText
              primary={
                <Link href={doc.url} download={doc.name}>
                  {doc.name}
                </Link>
              }
              secondary={`${doc.purposeLabel} · ${sizeLabel(doc.size)} · ${formatDate(doc.createdAt)}`}
            />
          </ListItem>
        ))}
      </List>
    );

  return (
    <Paper component="section" variant="outlined" aria-labelledby="documents-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="documents-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Documents and evidence
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Certificates, financial accounts, insurance and policies that back up your profile. Your company’s members can open them. A
        certificate counts as that certification held when tenders are rated, and the rating says it is evidenced.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="This document is"
          value={purpose}
          onChange={(e) => {
            setPurpose(e.target.value as DocumentPurpose);
            setCertificationMissing(false);
          }}
          sx={{ minWidth: 220 }}
        >
          {DOCUMENT_PURPOSES.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        {purpose === 'certificate' && (
          <TextField
            select
            size="small"
            required
            label="Certification"
            value={certification}
            error={certificationMissing}
            helperText={certificationMissing ? 'Choose the certification this certificate evidences.' : undefined}
            onChange={(e) => {
              setCertification(e.target.value);
              setCertificationMissing(false);
            }}
            sx={{ minWidth: 260 }}
          >
            {enums.certifications.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button variant="outlined" startIcon={<UploadIcon />} onClick={chooseFile} loading={upload.isPending}>
          Upload a document
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          aria-label="Document file"
          accept=".pdf,.doc,.docx,.xls,.xlsx,.png,.jpg,.jpeg"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
        />
      </Stack>
      {upload.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {reason(upload.error, 'The document could not be uploaded.')}
        </Alert>
      )}
      {list}
      <Dialog open={Boolean(confirming)} onClose={() => !remove.isPending && setConfirming(null)} aria-labelledby="delete-document-title">
        <DialogTitle id="delete-document-title">Delete {confirming?.name}?</DialogTitle>
        {remove.isError && (
          <Alert severity="error" sx={{ mx: 3 }}>
            {reason(remove.error, 'The document could not be deleted.')}
          </Alert>
        )}
        <DialogActions>
          <Button autoFocus onClick={() => setConfirming(null)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="error" variant="contained" loading={remove.isPending} onClick={() => confirming && remove.mutate(confirming)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
