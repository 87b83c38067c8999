#!/usr/bin/env python3
"""Writes a synthetic Crosswalk corpus of N guidelines in the real content format.

    python3 bench/generate.py --size 2000 --out bench/.corpus/2000

Deterministic for a given size and seed. The corpus spreads N guidelines over five
standards with source categories; each guideline has a 600-900 word body (summary, iOS,
Android and HTML techniques with fenced Swift, Objective-C, Kotlin, XML and HTML code, a
test procedure, notes) and one to three WCAG 2.0 mappings; a tenth are also mapped directly
to a guideline of the next standard. The shared vocabularies and the WCAG catalogue are
copied from the repository's Content/, so `crosswalk check` accepts the corpus.

Words are drawn the way real guidance uses them: each synthetic guideline takes one real
guideline of Content/ as its subject and draws about two words in three from that
guideline's prose and the rest from the prose of all of Content/, both weighted by
frequency, and its code blocks from real blocks of the same language. A query of
bench/queries.txt then matches a median of 18% of the synthetic guidelines at 2,000 (9% of the
real ones, whose bodies are shorter); the small uniform vocabulary used before made every
query match nearly all of them (median 95%), which no real corpus does. Sentences are shuffled
words, not the source's text.
"""
import argparse
import os
import random
import re
import shutil

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# libyaml's emitter where PyYAML has it (the same text as the Python one, in half the time of
# a 20,000-guideline corpus); the Python one otherwise.
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
STANDARDS = ["std-a", "std-b", "std-c", "std-d", "std-e"]
CATEGORIES = ["perceivable", "operable", "understandable", "robust"]
SUBJECT_SHARE = 0.65  # words drawn from the subject guideline's own prose
CODE_LANGUAGES = ["swift", "objc", "kotlin", "xml", "html"]
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.M | re.S)
WORD = re.compile(r"`[^`\n]+`|[A-Za-z][A-Za-z0-9'-]*|[0-9]+(?:[.:][0-9]+)*")
VOCABULARY = None  # filled from Content/ by main()
TOPICS = None  # filled from Content/topics.yaml
CRITERIA = None  # the WCAG 2.0 criteria of Content/wcag/criteria.yaml


class Subject:
    """One real guideline as a source of words: its prose tokens, title words, topics and code."""

    def __init__(self, front, body):
        self.code = {}
        for match in FENCE.finditer(body):
            self.code.setdefault(match.group(1), []).append(match.group(2).rstrip("\n"))
        prose = FENCE.sub("", body)
        prose = re.sub(r"^#+ .*$", "", prose, flags=re.M)
        self.words = WORD.findall(prose)
        self.title = WORD.findall(str(front.get("title", ""))) or ["Guideline"]
        self.topics = [t for t in front.get("topics", []) if t in TOPICS] or None


class Vocabulary:
    def __init__(self, content):
        self.subjects = []
        for standard in sorted(os.listdir(content)):
            folder = os.path.join(content, standard)
            if standard == "wcag" or not os.path.isdir(folder):
                continue
            for name in sorted(os.listdir(folder)):
                if not name.endswith(".md"):
                    continue
                text = open(os.path.join(folder, name), encoding="utf-8").read()
                if not text.startswith("---\n"):
                    continue
                _, front, body = text.split("---\n", 2)
                self.subjects.append(Subject(yaml.safe_load(front), body))
        self.words = [w for s in self.subjects for w in s.words]
        self.code = {language: [c for s in self.subjects for c in s.code.get(language, [])] for language in CODE_LANGUAGES}


def word(rng, subject):
    return rng.choice(subject.words if subject.words and rng.random() < SUBJECT_SHARE else VOCABULARY.words)


def sentence(rng, subject, words=14):
    text = " ".join(word(rng, subject) for _ in range(words))
    return text[0].upper() + text[1:] + "."


def paragraph(rng, subject, sentences):
    return " ".join(sentence(rng, subject, rng.randint(10, 18)) for _ in range(sentences))


def code(rng, subject, language):
    """A real block of the language: the subject's own when it has one."""
    return rng.choice(subject.code.get(language) or VOCABULARY.code[language])


def guideline(rng, standard, number):
    subject = rng.choice(VOCABULARY.subjects)
    level = rng.choice(["must", "must", "should"])
    modal = "MUST" if level == "must" else "SHOULD"
    title_words = [rng.choice(subject.title) for _ in range(rng.randint(1, 2))] + [word(rng, subject) for _ in range(rng.randint(1, 2))]
    title = " ".join(title_words).replace("`", "")
    title = title[0].upper() + title[1:]
    statement = f"{sentence(rng, subject, 4)[:-1]} {modal} {sentence(rng, subject, 8)[:-1].lower()}".replace('"', "")
    front = {
        "number": str(number),
        "title": title,
        "statement": statement,
        "level": level,
        "category": rng.choice(CATEGORIES),
        "topics": subject.topics or rng.sample(TOPICS, rng.randint(1, 3)),
        "roles": {"originates_with": ["design"], "implemented_by": ["development"]},
        "platforms": ["ios", "android", "html"],
        "users": rng.sample(["blind", "low-vision", "mobility", "cognitive", "deaf-hard-of-hearing"], 2),
    }
    s = subject
    body = f"""
## Summary

{paragraph(rng, s, rng.randint(6, 8))}

{paragraph(rng, s, rng.randint(4, 5))}

## iOS

{paragraph(rng, s, rng.randint(3, 5))}

### Pass example

{sentence(rng, s, 12)}

```swift
{code(rng, s, "swift")}
```

### Failure example

```objc
{code(rng, s, "objc")}
```

### Pass example (editorial)

SwiftUI: {sentence(rng, s, 10)}

```swift
{code(rng, s, "swift")}
```

## Android

{paragraph(rng, s, rng.randint(3, 5))}

### Pass example

```xml
{code(rng, s, "xml")}
```

```kotlin
{code(rng, s, "kotlin")}
```

### Failure example

{sentence(rng, s, 10)}

```xml
{code(rng, s, "xml")}
```

## HTML

{paragraph(rng, s, rng.randint(3, 4))}

### Pass example

```html
{code(rng, s, "html")}
```

## Testing

### Procedure

""" + "\n".join(f"{i}. {sentence(rng, s, rng.randint(8, 14))}" for i in range(1, rng.randint(5, 7))) + f"""

### Expected result

- {sentence(rng, s, 12)}
- {sentence(rng, s, 10)}

## Notes

{paragraph(rng, s, rng.randint(4, 6))}
"""
    return front, body, subject


def write_yaml(path, data):
    with open(path, "w") as out:
        yaml.dump(data, out, Dumper=DUMPER, sort_keys=False, allow_unicode=True, width=100)


def main():
    global TOPICS, CRITERIA, VOCABULARY
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=2013)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    content = os.path.join(args.out, "Content")
    mappings = os.path.join(args.out, "Mappings")
    shutil.rmtree(args.out, ignore_errors=True)
    os.makedirs(mappings)
    source = os.path.join(ROOT, "Content")
    for name in ["topics.yaml", "user-groups.yaml", "glossary.yaml"]:
        os.makedirs(content, exist_ok=True)
        shutil.copy(os.path.join(source, name), os.path.join(content, name))
    shutil.copytree(os.path.join(source, "search"), os.path.join(content, "search"))
    shutil.copytree(os.path.join(source, "wcag"), os.path.join(content, "wcag"))
    TOPICS = [t["id"] for t in yaml.safe_load(open(os.path.join(source, "topics.yaml")))]
    catalogue = yaml.safe_load(open(os.path.join(source, "wcag", "criteria.yaml")))
    # Mapped in <standard>--wcag-2.0.yaml, so the criteria WCAG 2.0 introduced.
    CRITERIA = [c["number"] for p in catalogue["principles"] for g in p["guidelines"] for c in g["criteria"] if c["introduced"] == "2.0"]
    VOCABULARY = Vocabulary(source)

    # The glossary names bbc-2013 as the source of its terms, so the corpus keeps a tiny bbc-2013.
    standards = STANDARDS + ["bbc-2013"]
    for index, standard in enumerate(standards):
        folder = os.path.join(content, standard)
        os.makedirs(folder)
        write_yaml(os.path.join(folder, "standard.yaml"), {
            "title": f"Synthetic standard {standard}", "short_name": standard.upper(), "publisher": "Crosswalk benchmark",
            "region": "Nowhere", "version": "1.0", "date": "2024-01-01", "status": "final",
            "source": "Generated by bench/generate.py", "licence": "Synthetic text for benchmarks.",
            "description": "A synthetic standard for measuring Crosswalk.",
            "strength": {"must": "MUST", "should": "SHOULD"},
            "categories": [{"id": c, "title": c.capitalize()} for c in CATEGORIES],
        })

    counts = {s: 0 for s in STANDARDS}
    wcag = {s: [] for s in STANDARDS}
    direct = {s: [] for s in STANDARDS}
    for n in range(args.size):
        standard = STANDARDS[n % len(STANDARDS)]
        counts[standard] += 1
        number = counts[standard]
        front, body, subject = guideline(rng, standard, number)
        with open(os.path.join(content, standard, f"{number}-g.md"), "w") as out:
            out.write("---\n" + yaml.dump(front, Dumper=DUMPER, sort_keys=False, allow_unicode=True, width=100) + "---\n" + body)
        for criterion in rng.sample(CRITERIA, rng.randint(1, 3)):
            wcag[standard].append({
                "source": f"{standard}/{number}", "target": f"wcag-2.0/{criterion}",
                "relationship": rng.choice(["intersects-with", "intersects-with", "subset-of", "superset-of", "equivalent-to"]),
                "rationale": "semantic", "confidence": rng.choice(["high", "medium", "low"]), "method": "editorial",
                "remarks": sentence(rng, subject, 10)})
    for i, standard in enumerate(STANDARDS):
        other = STANDARDS[(i + 1) % len(STANDARDS)]
        for number in range(1, min(counts[standard], counts[other]) + 1, 10):
            direct[standard].append({
                "source": f"{standard}/{number}", "target": f"{other}/{number}", "relationship": "intersects-with",
                "rationale": "semantic", "confidence": "medium", "method": "editorial", "remarks": sentence(rng, rng.choice(VOCABULARY.subjects), 8)})
        write_yaml(os.path.join(mappings, f"{standard}--wcag-2.0.yaml"), {"source": standard, "target": "wcag-2.0", "mappings": wcag[standard]})
        if direct[standard]:
            write_yaml(os.path.join(mappings, f"{standard}--{other}.yaml"), {"source": standard, "target": other, "mappings": direct[standard]})
    # The site's checklist sets (Site/checklists.yaml's format): the real file names standards
    # this corpus does not have.
    write_yaml(os.path.join(args.out, "checklists.yaml"), [{"standards": STANDARDS[:2], "why": "A synthetic set."}])
    print(f"wrote {args.size} guidelines to {args.out}")


if __name__ == "__main__":
    main()
