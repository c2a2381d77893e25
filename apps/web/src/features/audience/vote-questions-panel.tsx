import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { ZSaveVoteQuestionsInput } from "@suyuan/contracts/vote/vote-operations";
import { useEffect, useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useFormState, type ValidationResult } from "../../lib/use-form-state.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

const route = getRouteApi("/_authed/vote_topic/update");

type Option = { id: number | null; title: string; voteCount: number; percent: number };
type Question = { id: number | null; title: string; type: 1 | 2 | 3; options: Option[] };
type Subtopic = {
  id: number;
  title: string;
  type: number;
  voteItems: { id: number; title: string; voteCount: number; percent: number }[];
  replyCount: number;
};

const asType = (type: number): Question["type"] => (type === 2 || type === 3 ? type : 1);

function questionsOf(subtopics: readonly Subtopic[]): Question[] {
  return subtopics.map((subtopic) => ({
    id: subtopic.id,
    title: subtopic.title,
    type: asType(subtopic.type),
    options: subtopic.voteItems.map((item) => ({ ...item })),
  }));
}

type Values = { questions: Question[] };

/** The questions as saveQuestions takes them: in their order, options with their ids and order. */
const inputOf = (id: number, questions: readonly Question[]) => ({
  id,
  source: questions.map((question, index) => ({
    id: question.id,
    title: question.title,
    priority: index + 1,
    type: question.type,
    voteItems: question.options.map((option, at) => ({
      id: option.id,
      title: option.title,
      priority: at + 1,
      picture: null,
    })),
  })),
});

/**
 * The editor's check, with the procedure's input: each issue under its field's key
 * (`questions.0.title`, `questions.0.options.1.title`), the first also under `questions`.
 */
function checkQuestions(id: number): (values: Values) => ValidationResult<unknown> {
  return (values) => {
    const result = ZSaveVoteQuestionsInput.safeParse(inputOf(id, values.questions));
    if (result.success) return { ok: true, data: result.data };
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path
        .map((part) => (part === "source" ? "questions" : part === "voteItems" ? "options" : String(part)))
        .join(".");
      errors[key] ??= issue.message;
      errors.questions ??= issue.message;
    }
    return { ok: false, errors };
  };
}

/** One question's results: votes per option as bars, with each option's share. */
function QuestionResults({ subtopic }: { subtopic: Subtopic }) {
  const { t } = useI18n();
  if (subtopic.type === 3)
    return (
      <Text size="sm" c="dimmed">
        {t("vote.replies", { count: String(subtopic.replyCount) })}
      </Text>
    );
  const data = subtopic.voteItems.map((item) => ({
    option: `${item.title}（${item.percent}%）`,
    votes: item.voteCount,
  }));
  return (
    <BarChart
      h={Math.max(120, 40 * data.length)}
      data={data}
      dataKey="option"
      orientation="vertical"
      yAxisProps={{ width: 160 }}
      series={[{ name: "votes", label: t("vote.votes"), color: "teal.6" }]}
    />
  );
}

/**
 * The vote edit page's questions: results (votes per option, as bars) and the question editor
 * (single choice, multiple choice or text; options kept by id keep their counts).
 */
export function VoteQuestionsPanel() {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const client = useQueryClient();
  const { id } = route.useSearch();
  const item = useQuery({ ...trpc.voteTopic.get.queryOptions({ id: id ?? 0 }), enabled: id !== undefined });
  const subtopics = (item.data?.subtopics ?? []) as Subtopic[];
  const check = useMemo(() => checkQuestions(id ?? 0), [id]);
  const form = useFormState<Values, unknown>({ questions: [] }, check);
  const { reset } = form;
  const questions = form.values.questions;
  useEffect(() => {
    if (item.data) reset({ questions: questionsOf(item.data.subtopics) });
  }, [item.data, reset]);
  const save = useMutation({
    ...trpc.voteTopic.saveQuestions.mutationOptions(),
    onSuccess: () => {
      notifySuccess(t("vote.saved"));
      void client.invalidateQueries({ queryKey: trpc.voteTopic.pathKey() });
    },
    onError: (error) => notifyFailure(error, t),
  });
  if (id === undefined || !item.data) return null;

  // After a refused save, every field's message follows the edits (fixed ones clear).
  const setQuestions = (next: (all: Question[]) => Question[]) => {
    form.setValue("questions", next);
    if (form.errors.questions) form.validate();
  };
  const error = (key: string) => (form.errors[key] ? ts(form.errors[key]) : undefined);
  const change = (index: number, next: Partial<Question>) =>
    setQuestions((all) => all.map((question, at) => (at === index ? { ...question, ...next } : question)));
  const changeOption = (index: number, optionIndex: number, title: string) =>
    change(index, {
      options: questions[index]!.options.map((option, at) => (at === optionIndex ? { ...option, title } : option)),
    });
  const submit = () => {
    if (form.validate()) save.mutate(inputOf(id, questions));
  };

  return (
    <Stack gap="md" mb="lg" data-testid="vote-questions">
      <Paper withBorder p="md">
        <Title order={5} mb="xs">
          {t("vote.results", { count: String(item.data.totalCount) })}
        </Title>
        {subtopics.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("vote.noQuestions")}
          </Text>
        ) : (
          <Stack gap="sm">
            {subtopics.map((subtopic) => (
              <div key={subtopic.id}>
                <Text fw={500} size="sm">
                  {subtopic.title}
                </Text>
                <QuestionResults subtopic={subtopic} />
              </div>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={5} mb="xs">
          {t("vote.questions")}
        </Title>
        <Stack gap="sm">
          {questions.map((question, index) => (
            <Paper key={question.id ?? `new-${index}`} withBorder p="sm">
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={`${t("vote.question")} ${index + 1}`}
                  value={question.title}
                  maxLength={255}
                  onChange={(event) => change(index, { title: event.currentTarget.value })}
                  error={error(`questions.${index}.title`)}
                />
                <SegmentedControl
                  value={String(question.type)}
                  onChange={(value) => change(index, { type: asType(Number(value)) })}
                  data={[
                    { value: "1", label: t("vote.single") },
                    { value: "2", label: t("vote.multiple") },
                    { value: "3", label: t("vote.text") },
                  ]}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t("vote.removeQuestion")}
                  onClick={() => setQuestions((all) => all.filter((_, at) => at !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
              {question.type !== 3 && (
                <Stack gap={4} mt="xs" pl="md">
                  {question.options.map((option, optionIndex) => (
                    <Group key={option.id ?? `new-${optionIndex}`} wrap="nowrap">
                      <TextInput
                        style={{ flex: 1 }}
                        size="xs"
                        aria-label={`${t("vote.option")} ${optionIndex + 1}`}
                        placeholder={`${t("vote.option")} ${optionIndex + 1}`}
                        value={option.title}
                        maxLength={255}
                        onChange={(event) => changeOption(index, optionIndex, event.currentTarget.value)}
                        error={error(`questions.${index}.options.${optionIndex}.title`)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={t("vote.removeOption")}
                        onClick={() =>
                          change(index, { options: question.options.filter((_, at) => at !== optionIndex) })
                        }
                      >
                        <IconTrash size={14} />
                      </ActionIcon>
                    </Group>
                  ))}
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPlus size={14} />}
                    style={{ alignSelf: "flex-start" }}
                    onClick={() =>
                      change(index, {
                        options: [...question.options, { id: null, title: "", voteCount: 0, percent: 0 }],
                      })
                    }
                  >
                    {t("vote.addOption")}
                  </Button>
                </Stack>
              )}
            </Paper>
          ))}
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => setQuestions((all) => [...all, { id: null, title: "", type: 1, options: [] }])}
            >
              {t("vote.addQuestion")}
            </Button>
            <Button loading={save.isPending} onClick={submit}>
              {t("vote.saveQuestions")}
            </Button>
            {/* The first refusal, also for what has no field of its own (too many questions or options). */}
            {form.errors.questions ? (
              <Text size="sm" c="red" data-testid="vote-questions-error">
                {error("questions")}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
