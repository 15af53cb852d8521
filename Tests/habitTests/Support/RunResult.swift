/// The outcome of one in-process run of `habit`.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}
