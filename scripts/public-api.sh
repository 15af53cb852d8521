#!/bin/sh
# The public API of the libraries (HabitCore, StreakEngine), read from their sources.
#
#   scripts/public-api.sh            the public declarations that have no `///` doc comment
#                                    (a public enum's cases included), then how many public
#                                    declarations there are in all (LibraryBoundaryTests
#                                    checks the same)
#   scripts/public-api.sh --list     every public declaration, one a line, as
#                                    `MODULE ENCLOSING: DECLARATION`, sorted: the list that
#                                    docs/public-api.txt holds (PublicAPITests compares them,
#                                    so every change to the API is made on purpose)
#
# Folders may follow either form (default: Sources/HabitCore Sources/StreakEngine).
cd "$(dirname "$0")/.." || exit 74
mode=report
if [ "${1:-}" = --list ]; then
    mode=list
    shift
fi
[ $# -gt 0 ] || set -- Sources/HabitCore Sources/StreakEngine
find "$@" -name '*.swift' | LC_ALL=C sort | xargs awk -v mode="$mode" '
    # The declaration that starts on this line, up to its body: continuation lines are
    # joined while parentheses or brackets are open.
    function declaration(    text, depth, i, c, out) {
        text = $0
        depth = balance($0)
        while (depth > 0 && (getline nextline) > 0) {
            FNR_extra++
            sub(/^[[:space:]]+/, "", nextline)
            text = text " " nextline
            depth += balance(nextline)
        }
        sub(/^[[:space:]]+/, "", text)
        out = ""
        depth = 0
        for (i = 1; i <= length(text); i++) {
            c = substr(text, i, 1)
            if (c == "(" || c == "[") depth++
            if (c == ")" || c == "]") depth--
            if (c == "{" && depth == 0) break
            out = out c
        }
        sub(/[[:space:]]+$/, "", out)
        gsub(/[[:space:]]+/, " ", out)
        gsub(/\( /, "(", out)
        gsub(/ \)/, ")", out)
        return out
    }
    function balance(line,    copy, opens, closes) {
        copy = line
        opens = gsub(/[(\[]/, "", copy)
        copy = line
        closes = gsub(/[)\]]/, "", copy)
        return opens - closes
    }
    # The names of the types and extensions this line sits in, outermost first.
    function enclosing(indent,    path, level) {
        path = ""
        for (level = 0; level < indent; level += 4) {
            if (level in name && name[level] != "") path = path (path == "" ? "" : ".") name[level]
        }
        return path == "" ? "-" : path
    }
    function emit(indent) {
        module = FILENAME
        sub(/^.*Sources\//, "", module)
        sub(/\/.*$/, "", module)
        print module " " enclosing(indent) ": " declaration()
    }
    FNR == 1 { previous = ""; delete opener; delete name }
    /^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*public[[:space:]]/ {
        total++
        indent = match($0, /[^ ]/) - 1
        if (previous !~ /^[[:space:]]*\/\/\//) {
            missing++
            if (mode == "report") printf "%s:%d: %s\n", FILENAME, FNR, $0
        }
        if (mode == "list") { line = $0; emit(indent); $0 = line }
    }
    # The cases of a public enum are public without the keyword: a case declaration whose
    # enclosing line (the last one opened four columns to the left) is a public enum.
    /^[[:space:]]*case [A-Za-z`]/ && !/:[[:space:]]*$/ {
        indent = match($0, /[^ ]/) - 1
        if (opener[indent - 4] ~ /^[[:space:]]*public (indirect )?enum /) {
            total++
            if (previous !~ /^[[:space:]]*\/\/\//) {
                missing++
                if (mode == "report") printf "%s:%d: %s\n", FILENAME, FNR, $0
            }
            if (mode == "list") { line = $0; emit(indent); $0 = line }
        }
    }
    /\{[[:space:]]*$/ {
        indent = match($0, /[^ ]/) - 1
        opener[indent] = $0
        name[indent] = ""
        if (match($0, /(struct|enum|class|actor|protocol|extension)[[:space:]]+[A-Za-z_][A-Za-z0-9_.]*/)) {
            word = substr($0, RSTART, RLENGTH)
            sub(/^[a-z]+[[:space:]]+/, "", word)
            name[indent] = word
        }
        for (deeper in name) if (deeper + 0 > indent) name[deeper] = ""
    }
    # Attribute lines between a doc comment and its declaration do not break the pair.
    !/^[[:space:]]*@[A-Za-z_]+(\([^)]*\))?[[:space:]]*$/ { previous = $0 }
    END {
        if (mode == "report")
            printf "public declarations: %d, without a doc comment: %d\n", total, missing > "/dev/stderr"
    }
' | { if [ "$mode" = list ]; then LC_ALL=C sort; else cat; fi; }
