import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { VIEWING_ROOM_MESSAGES as M } from '@archive/domain/viewing-rooms/viewing-room.messages';
import type {
  ViewingRoom,
  ViewingRoomEnquiry,
} from '@archive/domain/viewing-rooms/viewing-room.schema';
import { listRoomEnquiries } from '../../data/api/viewing-rooms-api';
import { formatLongDate } from '../../ui/format-date';

function replyHref(enquiry: ViewingRoomEnquiry): string {
  const subject = M.enquiryReplySubject(`${enquiry.artist}, ${enquiry.workTitle}`);
  return `mailto:${enquiry.visitorEmail}?subject=${encodeURIComponent(subject)}`;
}

/** A room's enquiries, newest first, each with the visitor's address and a Reply link. */
export function RoomEnquiriesModal({ room, onClose }: { room: ViewingRoom; onClose: () => void }) {
  const [enquiries, setEnquiries] = useState<ViewingRoomEnquiry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let active = true;
    listRoomEnquiries(room.id).then(
      (list) => {
        if (active) setEnquiries(list);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [room.id]);

  return (
    <Modal opened onClose={onClose} title={M.enquiriesOf(room.title)} size="lg">
      {enquiries === null ? (
        failed ? (
          <Alert color="red">{M.enquiriesLoadFailed}</Alert>
        ) : (
          <Center mih={120} aria-label="Loading enquiries">
            <Loader size="sm" color="ink" type="dots" />
          </Center>
        )
      ) : (
        <Stack gap="sm">
          {enquiries.map((enquiry) => (
            <Paper
              key={enquiry.id}
              withBorder
              radius={4}
              p="sm"
              component="article"
              aria-label={`${enquiry.artist}, ${enquiry.workTitle}`}
            >
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={0} miw={0}>
                  <Text fw={600}>
                    {enquiry.artist}, {enquiry.workTitle}
                  </Text>
                  <Text fz="sm" c="var(--archive-muted)">
                    <Anchor href={`mailto:${enquiry.visitorEmail}`} fz="sm">
                      {enquiry.visitorEmail}
                    </Anchor>
                    {' · '}
                    {formatLongDate(enquiry.createdAt)}
                  </Text>
                </Stack>
                <Button
                  component="a"
                  href={replyHref(enquiry)}
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconMail size={14} />}
                >
                  {M.enquiryReply}
                </Button>
              </Group>
              <Text fz="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {enquiry.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
