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
#   scripts/public-api.sh --parts    the public functions, initializers and subscripts whose
#                                    `///` comment lacks `- Parameter`, `- Returns:` or
#                                    `- Throws:` where they take parameters, return a value or
#                                    throw, then how many do and how many say so
#                                    (PublicAPITests checks none lacks one). A witness of a
#                                    standard protocol (`<`, `==`, `hash(into:)`, Codable's
#                                    `encode(to:)` and `init(from:)`) keeps its requirement's
#                                    documentation.
#
# Folders may follow either form (default: Sources/HabitCore Sources/StreakEngine).
cd "$(dirname "$0")/.." || exit 74
mode=report
case "${1:-}" in
--list) mode=list && shift ;;
--parts) mode=parts && shift ;;
esac
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
    # The names of the parameters in `inside` (a parameter clause without its
    # parentheses), space-separated: the names the body uses.
    function parameterNames(inside,    depth, i, c, piece, names, colon, words, count) {
        names = ""
        piece = ""
        depth = 0
        inside = inside ","
        for (i = 1; i <= length(inside); i++) {
            c = substr(inside, i, 1)
            if (c == "(" || c == "[" || c == "<") depth++
            if (c == ")" || c == "]" || (c == ">" && substr(inside, i - 1, 1) != "-")) depth--
            if (c == "," && depth == 0) {
                colon = index(piece, ":")
                count = split(substr(piece, 1, colon - 1), words, " ")
                names = names " " words[count]
                piece = ""
            } else piece = piece c
        }
        return names " "
    }
    # The parameter names doc comment `doc` lists (`- Parameter x:`, or `  - x:` under
    # `- Parameters:`), space-separated.
    function documentedNames(doc,    rest, names, line) {
        names = " "
        rest = doc
        while (match(rest, /\/\/\/ (- Parameter |  +- )[A-Za-z_][A-Za-z0-9_]*:/)) {
            line = substr(rest, RSTART, RLENGTH - 1)
            sub(/^.* /, "", line)
            names = names line " "
            rest = substr(rest, RSTART + RLENGTH)
        }
        return names
    }
    # The parts the doc comment `doc` must name for declaration `text`: what it lacks.
    # Every parameter is named, unless the comment says whose parameters the ones it
    # leaves out are (`The parameters not listed are those of …`); no other name is.
    function parts(text, doc, where,    kind, at, depth, i, c, inside, rest, lacks, own, listed, n, w, missed, stray) {
        if (!match(text, /(func|init\??|subscript)[ (<]/)) return
        if (text ~ /func (<|==) \(|func hash\(into|func encode\(to encoder|init\(from decoder/) return
        kind = substr(text, RSTART, RLENGTH)
        at = index(substr(text, RSTART), "(") + RSTART - 1
        depth = 0
        for (i = at; i <= length(text); i++) {
            c = substr(text, i, 1)
            if (c == "(") depth++
            if (c == ")") depth--
            if (depth == 0) break
        }
        inside = substr(text, at + 1, i - at - 1)
        rest = substr(text, i + 1)
        lacks = ""
        if (inside != "") {
            takes++
            own = parameterNames(inside)
            listed = documentedNames(doc)
            missed = ""
            stray = ""
            n = split(own, w, " ")
            for (i = 1; i <= n; i++) if (index(listed, " " w[i] " ") == 0) missed = missed " " w[i]
            if (doc ~ /are those of/) missed = ""
            n = split(listed, w, " ")
            for (i = 1; i <= n; i++) if (index(own, " " w[i] " ") == 0) stray = stray " " w[i]
            if (listed == " ") lacks = lacks " - Parameter"
            else if (missed != "") lacks = lacks " - Parameter" missed
            if (stray != "") lacks = lacks " (no parameter:" stray ")"
            if (lacks == "") named++
        }
        if (rest ~ /->/ && rest !~ /-> (Void|\(\))( |$)/ && kind !~ /^init/) {
            gives++
            if (doc ~ /- Returns:/) told++; else lacks = lacks " - Returns:"
        }
        if (rest ~ /(^| )throws[ (]?/) {
            raises++
            if (doc ~ /- Throws:/) warned++; else lacks = lacks " - Throws:"
        }
        if (lacks != "") printf "%s: lacks%s: %s\n", where, lacks, text
    }
    FNR == 1 { previous = ""; doc = ""; delete opener; delete name }
    /^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*public[[:space:]]/ {
        total++
        indent = match($0, /[^ ]/) - 1
        if (previous !~ /^[[:space:]]*\/\/\//) {
            missing++
            if (mode == "report") printf "%s:%d: %s\n", FILENAME, FNR, $0
        }
        if (mode == "list") { line = $0; emit(indent); $0 = line }
        if (mode == "parts") { where = FILENAME ":" FNR; parts(declaration(), doc, where) }
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
    !/^[[:space:]]*@[A-Za-z_]+(\([^)]*\))?[[:space:]]*$/ {
        previous = $0
        if ($0 ~ /^[[:space:]]*\/\/\//) doc = doc "\n" $0; else doc = ""
    }
    END {
        if (mode == "report")
            printf "public declarations: %d, without a doc comment: %d\n", total, missing > "/dev/stderr"
        if (mode == "parts")
            printf "take parameters: %d, named: %d; return a value: %d, told: %d; throw: %d, told: %d\n", \
                takes, named, gives, told, raises, warned > "/dev/stderr"
    }
' | { if [ "$mode" = list ]; then LC_ALL=C sort; else cat; fi; }
