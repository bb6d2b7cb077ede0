import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '@/lib/format';
import type { Period, TenderDetail } from '@jointly/contracts';
import { documentHref } from '../api/tenders';
import { formatTenderValue, statusColour, statusLabel } from '../lib/labels';

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 200px) 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}
    >
      {shown.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const period = (p: Period | null) => (p && (p.startDate || p.endDate) ? `${formatDate(p.startDate)} – ${formatDate(p.endDate)}` : null);
const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? null : value ? 'Yes' : 'No');
const external = (href: string) => /^https?:\/\//i.test(href);

const PROCEDURES: Record<string, string> = {
  open: 'Open',
  selective: 'Selective (restricted)',
  limited: 'Limited',
  direct: 'Direct award',
};

/** Every field of a tender (GET /tender/view/{id}); `actions` holds the bookmark and Tender Writer buttons. */
export function TenderDetails({ tender, actions }: { tender: TenderDetail; actions?: ReactNode }) {
  const contact = tender.buyerContact;
  return (
    <Stack spacing={2.5}>
      <Box component="header">
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={statusLabel(tender.status)} color={statusColour(tender.status)} variant="outlined" size="small" />
          {tender.category && <Chip label={tender.category} variant="outlined" size="small" />}
          {tender.specialRegime.includes('lightTouch') && <Chip label="Light-touch regime" variant="outlined" size="small" />}
        </Stack>
        <Typography variant="h2" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {tender.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {tender.buyerName || 'Buyer not stated'}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2, m: 0, mb: 2 }}
        >
          {(
            [
              ['Value', formatTenderValue(tender.value, tender.currency)],
              ['Closing date', tender.closingDate ? formatDateTime(tender.closingDate) : 'Not stated'],
              ['Published', formatDate(tender.publishedDate)],
              ['Region', tender.regions.length ? tender.regions.join(', ') : 'Not stated'],
            ] as const
          ).map(([term, value]) => (
            <Box key={term}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {actions}
      </Box>

      {tender.description && (
        <Card title="Description" id="tender-description">
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{tender.description}</Typography>
        </Card>
      )}

      <Card title="Key facts" id="tender-facts">
        <Facts
          items={[
            ['Value', formatTenderValue(tender.value, tender.currency)],
            ['Minimum value', tender.minValue !== null ? formatTenderValue(tender.minValue, tender.currency) : null],
            [
              'Value taken from',
              tender.valueSource === 'lots' ? 'The sum of the lots' : tender.valueSource === 'minValue' ? 'The minimum value' : null,
            ],
            ['Closing date', tender.closingDate ? formatDateTime(tender.closingDate) : 'Not stated'],
            ['About the closing date', tender.closingDateNote],
            ['Clarification deadline', tender.enquiryDeadline ? formatDateTime(tender.enquiryDeadline) : null],
            ['Tender period', period(tender.tenderPeriod)],
            ['Contract period', period(tender.contractPeriod)],
            ['Procedure', tender.procurementMethod ? (PROCEDURES[tender.procurementMethod] ?? tender.procurementMethod) : null],
            ['Procedure details', tender.procurementMethodDetails],
            ['Main category', tender.mainProcurementCategory],
            ['Suitable for SMEs', yesNo(tender.suitability?.sme)],
            ['Suitable for VCSEs', yesNo(tender.suitability?.vcse)],
            ['Regions', tender.regions.length ? tender.regions.join(', ') : null],
            ['Published', formatDate(tender.publishedDate, 'long')],
            ['Last updated', formatDate(tender.updatedAt, 'long')],
            [
              'Reference (OCID)',
              <Box component="code" key="ocid">
                {tender.ocid}
              </Box>,
            ],
            ['Source', [tender.source.publisher, tender.source.platform].filter(Boolean).join(' · ') || null],
          ]}
        />
        {tender.noticeUrl && external(tender.noticeUrl) && (
          <Button
            href={tender.noticeUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
            sx={{ mt: 2 }}
            variant="outlined"
          >
            View the original notice
          </Button>
        )}
      </Card>

      <Card title="Buyer" id="tender-buyer">
        <Facts
          items={[
            ['Organisation', tender.buyerName],
            ['Contact', contact?.name],
            [
              'Email',
              contact?.email ? (
                <Link key="email" href={`mailto:${contact.email}`}>
                  {contact.email}
                </Link>
              ) : null,
            ],
            [
              'Telephone',
              contact?.telephone ? (
                <Link key="tel" href={`tel:${contact.telephone.replace(/\s+/g, '')}`}>
                  {contact.telephone}
                </Link>
              ) : null,
            ],
            [
              'Website',
              contact?.url && external(contact.url) ? (
                <Link key="web" href={contact.url} target="_blank" rel="noopener noreferrer">
                  {contact.url}
                </Link>
              ) : null,
            ],
            ['Address', contact?.address],
          ]}
        />
        {!contact && (
          <Typography variant="body2" color="text.secondary">
            The notice gives no contact details.
          </Typography>
        )}
      </Card>

      <Card title="Categories (CPV)" id="tender-cpv">
        {tender.cpvCodes.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No CPV codes in the notice.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {tender.cpvCodes.map((cpv) => (
              <li key={cpv.code}>
                <Typography variant="body2">
                  <Box component="code">{cpv.code}</Box> {cpv.label ?? cpv.divisionLabel ?? 'No label'}
                  {cpv.label && cpv.divisionLabel && cpv.label !== cpv.divisionLabel ? ` (${cpv.divisionLabel})` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Card>

      {tender.lots.length > 0 && (
        <Card title={`Lots (${tender.lots.length})`} id="tender-lots">
          <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {tender.lots.map((lot) => (
              <Paper component="li" key={lot.id} variant="outlined" sx={{ p: 2 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  Lot {lot.id}
                  {lot.title ? `: ${lot.title}` : ''}
                </Typography>
                {lot.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ my: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {lot.description}
                  </Typography>
                )}
                <Typography variant="body2">
                  Value: {formatTenderValue(lot.value, lot.currency)}
                  {lot.contractStart || lot.contractEnd
                    ? ` · Contract ${formatDate(lot.contractStart)} – ${formatDate(lot.contractEnd)}`
                    : ''}
                  {lot.status ? ` · ${lot.status}` : ''}
                </Typography>
              </Paper>
            ))}
          </Stack>
        </Card>
      )}

      <Card title="Documents" id="tender-documents">
        {tender.documents.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No documents are attached to this notice.
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {tender.documents.map((doc, index) => {
              const href = documentHref(doc);
              const name = doc.title || doc.type || `Document ${index + 1}`;
              return (
                <Stack
                  component="li"
                  key={doc.id ?? `${index}`}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {[doc.type, doc.format, doc.datePublished ? formatDate(doc.datePublished) : null].filter(Boolean).join(' · ')}
                    </Typography>
                  </Box>
                  {href ? (
                    <Button
                      size="small"
                      variant="outlined"
                      href={href}
                      {...(doc.storedDocumentId ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
                      startIcon={doc.storedDocumentId ? <DownloadIcon /> : <OpenInNewIcon />}
                      aria-label={`${doc.storedDocumentId ? 'Download' : 'Open'} ${name}`}
                      sx={{ flexShrink: 0 }}
                    >
                      {doc.storedDocumentId ? 'Download' : 'Open'}
                    </Button>
                  ) : (
                    <Typography variant="caption" color="text.secondary">
                      No link published
                    </Typography>
                  )}
                </Stack>
              );
            })}
          </Stack>
        )}
      </Card>

      {tender.awards.length > 0 && (
        <Card title="Awards" id="tender-awards">
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {tender.awards.map((award) => (
              <li key={award.id}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {award.suppliers.length ? award.suppliers.map((s) => s.name).join(', ') : 'Supplier not named'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    award.title,
                    award.value !== null ? formatTenderValue(award.value, award.currency) : null,
                    award.date ? `awarded ${formatDate(award.date)}` : null,
                    award.status,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </li>
            ))}
          </Stack>
        </Card>
      )}

      {tender.links.filter((l) => external(l.href)).length > 0 && (
        <Card title="Links" id="tender-links">
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {tender.links
              .filter((l) => external(l.href))
              .map((l) => (
                <li key={l.href}>
                  <Link href={l.href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                    {l.rel ? `${l.rel}: ` : ''}
                    {l.href}
                  </Link>
                </li>
              ))}
          </Box>
        </Card>
      )}
      <Typography variant="caption" color="text.secondary">
        Contains public sector information licensed under the Open Government Licence v3.0 where published by UK bodies.
      </Typography>
    </Stack>
  );
}
