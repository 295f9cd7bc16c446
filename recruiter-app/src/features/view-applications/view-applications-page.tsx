import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { canMove, type Application, type DecisionStatus } from 'shared-api/contract';
import { genericPageHead } from 'shared-api/page-head';
import { usePageHead } from 'shared-api/page-head/use-page-head';
import { Button } from 'shared-ui/button';
import { liveOutsideDialogs } from 'shared-ui/dialog';
import { Pagination } from 'shared-ui/pagination';
import { Spinner } from 'shared-ui/spinner';
import { StatusMessage } from 'shared-ui/status-message';
import { pagesOf, TABLE_PAGE_SIZE } from '../../shared/table/url-filters';
import { useApplicants } from './api/list-applicants';
import { useLiveApplicants } from './api/live-applicants';
import { ApplicantPanel } from './applicant-panel';
import { ApplicationFilters } from './application-filters';
import { ApplicationsTable } from './applications-table';
import { BulkBar } from './bulk-bar';
import { NotesDialog } from './notes-dialog';
import { ConfirmMoveDialog } from './confirm-move-dialog';
import { useConfirmedMoves } from './use-confirmed-moves';
import { useFocusHandover } from './use-focus-handover';
import { useApplicantPanel } from './use-applicant-panel';
import { useApplicationFilters } from './use-application-filters';
import { usePageSelection } from './use-page-selection';
import { PageHeading } from '../../shared/page-heading';
import { showingText } from '../../shared/table/showing-text';

export function ViewApplicationsPage() {
  usePageHead(genericPageHead('View Applications'));
  const { filters, filtered, filter, setPage, clear } = useApplicationFilters();
  const applicants = useApplicants(filters);
  // New applicants, and stages moved elsewhere, arrive while the screen is open.
  const liveNote = useLiveApplicants();
  const { moveOne, moveMany, undoable, undoOne, bulkUndo, undoEnded, pending, closePending } =
    useConfirmedMoves();
  const { selected, select, clearSelection, restore } = usePageSelection(JSON.stringify(filters));
  const [notesOf, setNotesOf] = useState<Application | null>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  // The bulk Undo leaves with its toast: the keyboard goes back to the top of the table.
  const bulkUndoRef = useFocusHandover(selectAll);
  // In an effect: a move confirmed in a dialog starts while the dialog makes the page inert, and
  // the focus can go back only once the dialog's own effect has given the page back.
  const [tableFocus, setTableFocus] = useState(0);
  useEffect(() => {
    if (tableFocus > 0) selectAll.current?.focus();
  }, [tableFocus]);

  const rows = applicants.data?.applications ?? [];
  const panel = useApplicantPanel(rows);
  const chosen = rows.filter((application) => selected.has(application._id));
  const jobTitle = rows.find((application) => application.jobId._id === filters.jobId)?.jobId.title;

  const moveChosen = (status: DecisionStatus, skipIneligible: boolean) => {
    const movable = chosen.filter((application) => canMove(application.status, status));
    const started = () => {
      clearSelection();
      // The bar goes with the selection: focus goes back to the top of the table.
      setTableFocus((count) => count + 1);
    };
    // Refused: chosen again, to change the choice or try once more.
    moveMany(chosen, status, { skipIneligible, movable }, started, restore);
  };

  let body;
  if (!applicants.data) {
    body = applicants.isError ? (
      <StatusMessage tone="error" title="Applications could not be loaded.">
        {applicants.error.message}
      </StatusMessage>
    ) : (
      <Spinner label="Loading applications" />
    );
  } else if (rows.length === 0) {
    body = filtered ? (
      <StatusMessage title="No applications match these filters">
        Clear the filters, or choose others above.
      </StatusMessage>
    ) : filters.page > 1 ? (
      <StatusMessage
        title="This page is empty"
        action={<Button onClick={() => setPage(1)}>First page</Button>}
      />
    ) : (
      <StatusMessage title="No Applications Available" />
    );
  } else {
    const { total } = applicants.data;
    const first = (filters.page - 1) * TABLE_PAGE_SIZE + 1;
    body = (
      <>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <p className="text-sm text-gray-600" aria-live="polite">
            {showingText(first, rows.length, total, ['application', 'applications'])}
          </p>
          {bulkUndo ? (
            <Button
              ref={bulkUndoRef}
              variant="ghost"
              className="px-2! py-1!"
              onClick={() => {
                bulkUndo.undo();
                // The button goes with the toast: the focus stays at the top of the table.
                selectAll.current?.focus();
              }}
            >
              {bulkUndo.label}
            </Button>
          ) : null}
        </div>
        {/* The last page stays on screen while the next loads, but cannot be acted on. */}
        <div
          inert={applicants.isPlaceholderData}
          aria-busy={applicants.isPlaceholderData}
          className={applicants.isPlaceholderData ? 'opacity-60' : undefined}
        >
          <ApplicationsTable
            applications={rows}
            firstNumber={first}
            selected={selected}
            onSelect={select}
            onMove={moveOne}
            undoable={undoable}
            onUndo={undoOne}
            onOpenNotes={setNotesOf}
            selectAllRef={selectAll}
            openId={panel.applicant?._id ?? null}
            onOpen={panel.toggle}
          />
        </div>
        {chosen.length > 0 ? (
          <BulkBar
            selected={chosen}
            onMove={moveChosen}
            onClear={() => {
              clearSelection();
              selectAll.current?.focus();
            }}
          />
        ) : null}
        <Pagination page={filters.page} pages={pagesOf(total)} onPage={setPage} />
      </>
    );
  }

  const beside = panel.applicant !== null && !panel.covering;
  return (
    <div
      className={
        beside ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-4' : 'max-w-6xl'
      }
    >
      <div inert={panel.covering} className="@container min-w-0">
        <PageHeading className="mb-4">View Applications</PageHeading>
        <ApplicationFilters
          filters={filters}
          filtered={filtered}
          jobTitle={jobTitle}
          onChange={filter}
          onClear={clear}
        />
        <p role="status" className="mb-2 text-sm font-medium text-green-800 empty:mb-0">
          {liveNote}
        </p>
        {body}
      </div>
      {panel.applicant ? (
        <ApplicantPanel
          applicant={panel.applicant}
          covering={panel.covering}
          onClose={panel.close}
        />
      ) : null}
      {/* Beside the toasts, outside the page's main landmark: what a dialog or the covering
          panel makes inert there would go unheard. */}
      {createPortal(
        <p role="status" className="sr-only" {...liveOutsideDialogs}>
          {undoEnded ? <span key={undoEnded.key}>{undoEnded.text}</span> : null}
        </p>,
        document.body,
      )}
      {pending ? <ConfirmMoveDialog move={pending} onClose={closePending} /> : null}
      {notesOf ? <NotesDialog application={notesOf} onClose={() => setNotesOf(null)} /> : null}
    </div>
  );
}
